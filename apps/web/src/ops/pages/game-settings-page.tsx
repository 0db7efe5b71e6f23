import { opsGameProviderSet, opsGameSet, opsGameSettings } from '@arcadia/contract/ops/index';
import { useState } from 'react';
import type * as z from 'zod/mini';
import { Button } from '../../ui/button.tsx';
import { Input } from '../../ui/input.tsx';
import { OpsError } from '../api.ts';
import { formatTime } from '../format.ts';
import { type ConsoleLocale, type Translate, useT } from '../i18n.ts';
import styles from '../ops.module.css';
import { ErrorNote, Facts, Filters, Loading, Page, RefreshButton, Section, StatusTag } from '../parts.tsx';
import { useOpsAction, useOpsQuery } from '../use-ops.ts';

type Settings = z.output<typeof opsGameSettings.response>;
type Provider = Settings['providers'][number];
type Game = Settings['games'][number];

const BRANDS = ['all', 'fortune', 'main'] as const;
type BrandFilter = (typeof BRANDS)[number];

/** A USDT amount of at most 6 decimals, in millionths; undefined when it is not one. */
export function millionths(text: string): bigint | undefined {
  const m = /^(\d{1,12})(?:\.(\d{1,6}))?$/.exec(text.trim());
  if (!m) return undefined;
  return BigInt(m[1] ?? '0') * 1_000_000n + BigInt((m[2] ?? '').padEnd(6, '0'));
}

/** What is wrong with a game's limits as typed, per field (empty when they may be saved). */
export function limitErrors(min: string, max: string, ceiling: string, t: Translate): Record<string, string> {
  const errors: Record<string, string> = {};
  const lo = millionths(min);
  const hi = millionths(max);
  const top = millionths(ceiling);
  if (lo === undefined) errors.min_bet = t('gameSettings.invalidAmount');
  else if (lo <= 0n) errors.min_bet = t('gameSettings.minPositive');
  if (hi === undefined) errors.max_bet = t('gameSettings.invalidAmount');
  else if (top !== undefined && hi > top) errors.max_bet = t('gameSettings.aboveCeiling', { ceiling });
  if (lo !== undefined && hi !== undefined && lo > 0n && lo > hi) errors.min_bet = t('gameSettings.minAboveMax');
  return errors;
}

const changedText = (at: number | null, who: string | null, t: Translate, locale: ConsoleLocale) =>
  at === null ? t('gameSettings.never') : t('gameSettings.changed', { when: formatTime(at, locale), who: who || '—' });

/**
 * The console's game settings (docs/ops.md "Game settings", permission games.settings): which providers (studios)
 * take launches and bets, which games are on per brand, and each game's bet limits in USDT. The server checks and
 * audits every change; a provider with no secret configured cannot be switched on here.
 */
export default function GameSettingsPage() {
  const { t } = useT();
  const settings = useOpsQuery(opsGameSettings, {});
  const [brand, setBrand] = useState<BrandFilter>('all');
  const data = settings.data;
  return (
    <Page title={t('gameSettings.title')} actions={<RefreshButton onClick={settings.reload} />}>
      <p className={styles.note}>{t('gameSettings.hint')}</p>
      {settings.error ? (
        <ErrorNote error={settings.error} onRetry={settings.reload} />
      ) : !data ? (
        <Loading />
      ) : (
        <>
          <Section id="game-settings-providers" title={t('gameSettings.providers')} onRefresh={settings.reload}>
            {data.providers.map((p) => (
              <ProviderCard key={p.id} provider={p} onSaved={settings.reload} />
            ))}
          </Section>
          <Section id="game-settings-games" title={t('gameSettings.games')} onRefresh={settings.reload}>
            <p className={styles.note}>{t('gameSettings.limitsHint', { coin: data.coin, ceiling: data.ceiling })}</p>
            <Filters
              label={t('gameSettings.brand')}
              options={BRANDS}
              value={brand}
              onChange={setBrand}
              text={(b) => t(`gameSettings.brand.${b}`)}
            />
            {data.games
              .filter((g) => brand === 'all' || g.brand === brand)
              .map((g) => (
                // Keyed by what the server holds, so a saved answer starts a fresh draft.
                <GameCard
                  key={`${g.code}:${g.updated_at ?? 0}`}
                  game={g}
                  ceiling={data.ceiling}
                  coin={data.coin}
                  onSaved={settings.reload}
                />
              ))}
          </Section>
        </>
      )}
    </Page>
  );
}

function ProviderCard({ provider, onSaved }: { provider: Provider; onSaved: () => void }) {
  const { t, locale } = useT();
  const save = useOpsAction(opsGameProviderSet);
  const toggle = async () => {
    const answer = await save.run({ provider: provider.id, enabled: !provider.on });
    if (answer) onSaved();
  };
  const status = provider.on ? 'on' : (provider.off_reason ?? 'switched_off');
  return (
    <article className={styles.card} data-testid={`ops-game-provider-${provider.id}`}>
      <header className={styles.pageHead}>
        <h3 className={styles.cardTitle}>{provider.name}</h3>
        <StatusTag status={provider.on ? 'done' : 'rejected'} label={t(`gameSettings.status.${status}`)} />
      </header>
      <Facts
        items={[
          [t('gameSettings.providerId'), provider.id],
          [t('gameSettings.gameCount'), String(provider.games)],
          [t('gameSettings.lastChange'), changedText(provider.updated_at, provider.updated_by_email, t, locale)],
        ]}
      />
      {provider.configured ? null : (
        <p className={styles.note} data-testid={`ops-game-provider-why-${provider.id}`}>
          {t('gameSettings.notConfigured', { id: provider.id.toUpperCase() })}
        </p>
      )}
      {save.error ? <ErrorNote error={save.error} /> : null}
      <div className={styles.row}>
        <Button
          size="sm"
          variant={provider.on ? 'secondary' : 'primary'}
          disabled={!provider.configured}
          loading={save.pending}
          onClick={toggle}
          data-testid={`ops-game-provider-toggle-${provider.id}`}
        >
          {t(provider.on ? 'gameSettings.switchOff' : 'gameSettings.switchOn')}
        </Button>
      </div>
    </article>
  );
}

function GameCard({
  game,
  ceiling,
  coin,
  onSaved,
}: {
  game: Game;
  ceiling: string;
  coin: string;
  onSaved: () => void;
}) {
  const { t, locale } = useT();
  const save = useOpsAction(opsGameSet);
  const [draft, setDraft] = useState({ enabled: game.enabled, min: game.min_bet, max: game.max_bet });
  const [done, setDone] = useState<'saved' | 'unchanged' | null>(null);
  const local = limitErrors(draft.min, draft.max, ceiling, t);
  const server = save.error instanceof OpsError ? save.error.fields : {};
  const change = (patch: Partial<typeof draft>) => {
    save.reset();
    setDone(null);
    setDraft((d) => ({ ...d, ...patch }));
  };
  const submit = async () => {
    if (Object.keys(local).length > 0) return;
    const answer = await save.run({
      game: game.code,
      enabled: draft.enabled,
      min_bet: draft.min.trim(),
      max_bet: draft.max.trim(),
    });
    if (!answer) return;
    setDone(answer.changed ? 'saved' : 'unchanged');
    if (answer.changed) onSaved();
  };
  const status = game.on ? 'on' : (game.off_reason ?? 'switched_off');
  const otherError = save.error && Object.keys(server).length === 0 ? save.error : null;
  return (
    <article className={styles.card} data-testid={`ops-game-${game.code}`}>
      <header className={styles.pageHead}>
        <h3 className={styles.cardTitle}>{`${game.name} (${game.code})`}</h3>
        <StatusTag status={game.on ? 'done' : 'rejected'} label={t(`gameSettings.status.${status}`)} />
      </header>
      <Facts
        items={[
          [t('gameSettings.provider'), game.provider],
          [t('gameSettings.brand'), t(`gameSettings.brand.${game.brand}`)],
          [
            t('gameSettings.defaults'),
            t('gameSettings.range', { min: game.default_min_bet, max: game.default_max_bet, coin }),
          ],
          [t('gameSettings.lastChange'), changedText(game.updated_at, game.updated_by_email, t, locale)],
        ]}
      />
      <div className={styles.row}>
        <label className={styles.selectField}>
          {t('gameSettings.state')}
          <select
            className={styles.select}
            value={draft.enabled ? 'on' : 'off'}
            onChange={(e) => change({ enabled: e.target.value === 'on' })}
            data-testid={`ops-game-enabled-${game.code}`}
          >
            <option value="on">{t('gameSettings.on')}</option>
            <option value="off">{t('gameSettings.off')}</option>
          </select>
        </label>
        <Input
          label={t('gameSettings.minBet', { coin })}
          inputMode="decimal"
          value={draft.min}
          maxLength={20}
          onChange={(e) => change({ min: e.target.value })}
          error={local.min_bet ?? server.min_bet}
          data-testid={`ops-game-min-${game.code}`}
        />
        <Input
          label={t('gameSettings.maxBet', { coin })}
          inputMode="decimal"
          value={draft.max}
          maxLength={20}
          onChange={(e) => change({ max: e.target.value })}
          error={local.max_bet ?? server.max_bet}
          data-testid={`ops-game-max-${game.code}`}
        />
        <Button
          size="sm"
          onClick={submit}
          disabled={Object.keys(local).length > 0}
          loading={save.pending}
          data-testid={`ops-game-save-${game.code}`}
        >
          {t('gameSettings.save')}
        </Button>
      </div>
      {otherError ? <ErrorNote error={otherError} /> : null}
      {done ? (
        <p className={styles.success} role="status" data-testid={`ops-game-done-${game.code}`}>
          {t(done === 'saved' ? 'gameSettings.saved' : 'gameSettings.unchanged')}
        </p>
      ) : null}
    </article>
  );
}
