import { opsFortuneMarkets, opsFortuneMarketsSet } from '@arcadia/contract/ops/index';
import { useState } from 'react';
import type * as z from 'zod/mini';
import { Button } from '../../ui/button.tsx';
import { Input } from '../../ui/input.tsx';
import { Switch } from '../../ui/switch.tsx';
import { formatTime } from '../format.ts';
import { useT } from '../i18n.ts';
import styles from '../ops.module.css';
import { ErrorNote, Loading, Page, RefreshButton } from '../parts.tsx';
import { useOpsAction, useOpsQuery } from '../use-ops.ts';

type Market = z.output<typeof opsFortuneMarkets.response>['list'][number];

/** UK-style slot rules (UKGC RTS 8C, 14D-14E): 2.5 s per spin, no autoplay, no turbo. */
const UK_RULES = { min_spin_ms: '2500', autoplay: false, turbo: false };

/** Fortune's switch and game rules per market: closed everywhere until an operator opens a market here. */
export default function FortuneMarketsPage() {
  const { t } = useT();
  const list = useOpsQuery(opsFortuneMarkets, {});
  return (
    <Page title={t('fortuneMarkets.title')} actions={<RefreshButton onClick={list.reload} />}>
      <p className={styles.note}>{t('fortuneMarkets.hint')}</p>
      {list.error ? (
        <ErrorNote error={list.error} onRetry={list.reload} />
      ) : !list.data ? (
        <Loading />
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('fortuneMarkets.market')}</th>
                <th scope="col">{t('fortuneMarkets.open')}</th>
                <th scope="col">{t('fortuneMarkets.minSpin')}</th>
                <th scope="col">{t('fortuneMarkets.autoplay')}</th>
                <th scope="col">{t('fortuneMarkets.turbo')}</th>
                <th scope="col">{t('fortuneMarkets.changed')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('fortuneMarkets.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.data.list.map((market) => (
                // Keyed by what the server holds, so a saved or reloaded market starts a fresh draft.
                <MarketRow key={`${market.market}:${market.updated_at ?? 0}`} market={market} onSaved={list.reload} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Page>
  );
}

interface Draft {
  enabled: boolean;
  min_spin_ms: string;
  autoplay: boolean;
  turbo: boolean;
}

const draftOf = (m: Market): Draft => ({
  enabled: m.enabled,
  min_spin_ms: String(m.min_spin_ms),
  autoplay: m.autoplay,
  turbo: m.turbo,
});

/** A whole number of milliseconds, 0 to 10,000, or undefined. */
function spinMs(text: string): number | undefined {
  if (!/^\d{1,5}$/.test(text.trim())) return undefined;
  const ms = Number(text.trim());
  return ms <= 10_000 ? ms : undefined;
}

function MarketRow({ market, onSaved }: { market: Market; onSaved: () => void }) {
  const { t, locale } = useT();
  const [draft, setDraft] = useState<Draft>(() => draftOf(market));
  const save = useOpsAction(opsFortuneMarketsSet);
  const name = `${market.market.toUpperCase()} · ${market.currency}`;
  const ms = spinMs(draft.min_spin_ms);
  const dirty = JSON.stringify(draft) !== JSON.stringify(draftOf(market));
  const change = (patch: Partial<Draft>) => {
    save.reset();
    setDraft((current) => ({ ...current, ...patch }));
  };
  const submit = async () => {
    if (ms === undefined) return;
    const answer = await save.run({ market: market.market, ...draft, min_spin_ms: ms });
    if (answer) onSaved();
  };
  return (
    <tr data-testid={`ops-fortune-market-${market.market}`}>
      <th scope="row">{name}</th>
      <td>
        <Switch
          label={t('fortuneMarkets.openIn', { market: name })}
          hideLabel
          checked={draft.enabled}
          onChange={(enabled) => change({ enabled })}
        />
      </td>
      <td>
        <Input
          label={t('fortuneMarkets.minSpinOf', { market: name })}
          hideLabel
          inputMode="numeric"
          value={draft.min_spin_ms}
          onChange={(event) => change({ min_spin_ms: event.target.value })}
          error={ms === undefined ? t('fortuneMarkets.spinInvalid') : undefined}
          maxLength={5}
          data-testid={`ops-fortune-spin-${market.market}`}
        />
      </td>
      <td>
        <Switch
          label={t('fortuneMarkets.autoplayIn', { market: name })}
          hideLabel
          checked={draft.autoplay}
          onChange={(autoplay) => change({ autoplay })}
        />
      </td>
      <td>
        <Switch
          label={t('fortuneMarkets.turboIn', { market: name })}
          hideLabel
          checked={draft.turbo}
          onChange={(turbo) => change({ turbo })}
        />
      </td>
      <td>
        {market.updated_at === null ? (
          <span className={styles.note}>{t('fortuneMarkets.never')}</span>
        ) : (
          <>
            {formatTime(market.updated_at, locale)}
            {market.updated_by_email ? (
              <>
                <br />
                <span className={styles.note}>{market.updated_by_email}</span>
              </>
            ) : null}
          </>
        )}
      </td>
      <td>
        <div className={styles.row}>
          <Button size="sm" variant="secondary" onClick={() => change(UK_RULES)}>
            {t('fortuneMarkets.ukRules')}
          </Button>
          <Button
            size="sm"
            onClick={submit}
            disabled={!dirty || ms === undefined}
            loading={save.pending}
            data-testid={`ops-fortune-save-${market.market}`}
          >
            {t('fortuneMarkets.save')}
          </Button>
        </div>
        {save.error ? <ErrorNote error={save.error} /> : null}
      </td>
    </tr>
  );
}
