import { LOCALES, type Locale } from '@arcadia/contract/locales';
import {
  opsFortuneGiftCodes,
  opsFortuneGiftCodesCreate,
  opsFortuneGiftCodesEnd,
  opsFortuneRtPrizes,
  opsFortuneRtPrizesCreate,
  opsFortuneRtPrizesEnd,
} from '@arcadia/contract/ops/index';
import { type FormEvent, useState } from 'react';
import type * as z from 'zod/mini';
import { Button } from '../../ui/button.tsx';
import { Input } from '../../ui/input.tsx';
import { formatAmount, formatTime } from '../format.ts';
import {
  HOUR_MS,
  localIn,
  MarketsInput,
  marketsOf,
  marketsText,
  Pager,
  secondsOf,
  wholeIn,
} from '../fortune-fields.tsx';
import { useT } from '../i18n.ts';
import styles from '../ops.module.css';
import { ErrorNote, Filters, Loading, Page, RefreshButton, StatusTag } from '../parts.tsx';
import { useOpsAction, useOpsQuery } from '../use-ops.ts';

type GiftCode = z.output<typeof opsFortuneGiftCodes.response>['list'][number];
type Prize = z.output<typeof opsFortuneRtPrizes.response>['list'][number];

const KINDS = ['all', 'operator', 'webcast'] as const;
const CODE_STATUSES = ['all', 'active', 'ended'] as const;

/** Checks the forms run before sending (the server checks again and answers field errors). */
const isAmount = (text: string) => /^\d{1,6}(\.\d{1,6})?$/.test(text.trim()) && /[1-9]/.test(text);
const isWager = (text: string) => /^\d{1,9}(\.\d{1,6})?$/.test(text.trim());

/** Fortune's campaigns: operators' gift codes (and streamers' webcast codes) and real-time prize drops. */
export default function FortuneCampaignsPage() {
  const { t } = useT();
  return (
    <Page title={t('fortuneCampaigns.title')}>
      <p className={styles.note}>{t('fortuneCampaigns.hint')}</p>
      <GiftCodesSection />
      <PrizesSection />
    </Page>
  );
}

function GiftCodesSection() {
  const { t } = useT();
  const [kind, setKind] = useState<(typeof KINDS)[number]>('all');
  const [status, setStatus] = useState<(typeof CODE_STATUSES)[number]>('all');
  const [page, setPage] = useState(1);
  const list = useOpsQuery(opsFortuneGiftCodes, { kind, status, page });
  return (
    <section aria-labelledby="gift-codes-title" className={styles.page}>
      <header className={styles.pageHead}>
        <h2 id="gift-codes-title" className={styles.cardTitle}>
          {t('fortuneCampaigns.codes')}
        </h2>
        <RefreshButton onClick={list.reload} />
      </header>
      <GiftCodeForm onCreated={list.reload} />
      <div className={styles.row}>
        <Filters
          label={t('fortuneCampaigns.kind')}
          options={KINDS}
          value={kind}
          onChange={(next) => {
            setKind(next);
            setPage(1);
          }}
          text={(k) => t(`fortuneCampaigns.kind.${k}`)}
        />
        <Filters
          label={t('common.status')}
          options={CODE_STATUSES}
          value={status}
          onChange={(next) => {
            setStatus(next);
            setPage(1);
          }}
          text={(s) => t(`fortuneCampaigns.status.${s}`)}
        />
      </div>
      {list.error ? (
        <ErrorNote error={list.error} onRetry={list.reload} />
      ) : !list.data ? (
        <Loading />
      ) : list.data.list.length === 0 ? (
        <p className={styles.empty}>{t('fortuneCampaigns.noCodes')}</p>
      ) : (
        <>
          <GiftCodeTable codes={list.data.list} onEnded={list.reload} />
          <Pager page={page} hasMore={list.data.has_more} onPage={setPage} />
        </>
      )}
    </section>
  );
}

interface CodeDraft {
  count: string;
  amount: string;
  prizeKind: 'cash' | 'bonus';
  wager: string;
  maxClaims: string;
  markets: string;
  expires: string;
  note: string;
}

function GiftCodeForm({ onCreated }: { onCreated: () => void }) {
  const { t, locale } = useT();
  const [draft, setDraft] = useState<CodeDraft>(() => ({
    count: '1',
    amount: '',
    prizeKind: 'cash',
    wager: '10',
    maxClaims: '100',
    markets: '',
    expires: localIn(7 * 24 * HOUR_MS),
    note: '',
  }));
  const [made, setMade] = useState<{ codes: string[]; total: string } | null>(null);
  const create = useOpsAction(opsFortuneGiftCodesCreate);
  const change = (patch: Partial<CodeDraft>) => {
    create.reset();
    setDraft((current) => ({ ...current, ...patch }));
  };
  const count = wholeIn(draft.count, 1, 500);
  const wager = draft.prizeKind === 'bonus' ? wholeIn(draft.wager, 1, 100) : 0;
  const maxClaims = wholeIn(draft.maxClaims, 1, 1_000_000);
  const markets = marketsOf(draft.markets);
  const expires = secondsOf(draft.expires);
  const amountOk = isAmount(draft.amount);
  const ready =
    count !== undefined &&
    wager !== undefined &&
    maxClaims !== undefined &&
    markets !== undefined &&
    expires !== undefined &&
    amountOk;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    const answer = await create.run({
      count,
      amount_per_claim: draft.amount.trim(),
      prize_kind: draft.prizeKind,
      wager_multiplier: wager,
      max_claims: maxClaims,
      markets,
      expires_at: expires,
      note: draft.note,
    });
    if (!answer) return;
    setMade(answer);
    onCreated();
  };
  return (
    <section className={styles.card} aria-labelledby="gift-code-form-title">
      <h3 id="gift-code-form-title" className={styles.cardTitle}>
        {t('fortuneCampaigns.newCodes')}
      </h3>
      <form className={styles.row} onSubmit={submit} data-testid="ops-gift-code-form">
        <Input
          label={t('fortuneCampaigns.count')}
          inputMode="numeric"
          value={draft.count}
          onChange={(e) => change({ count: e.target.value })}
          error={count === undefined ? t('fortuneCampaigns.invalidCount') : undefined}
        />
        <Input
          label={t('fortuneCampaigns.amountPerClaim')}
          inputMode="decimal"
          value={draft.amount}
          onChange={(e) => change({ amount: e.target.value })}
          error={draft.amount && !amountOk ? t('fortuneCampaigns.invalidAmount') : undefined}
        />
        <label className={styles.selectField}>
          {t('fortuneCampaigns.prizeKind')}
          <select
            className={styles.select}
            value={draft.prizeKind}
            onChange={(e) => change({ prizeKind: e.target.value as CodeDraft['prizeKind'] })}
          >
            <option value="cash">{t('fortuneCampaigns.prize.cash')}</option>
            <option value="bonus">{t('fortuneCampaigns.prize.bonus')}</option>
          </select>
        </label>
        {draft.prizeKind === 'bonus' ? (
          <Input
            label={t('fortuneCampaigns.wagerMultiplier')}
            inputMode="numeric"
            value={draft.wager}
            onChange={(e) => change({ wager: e.target.value })}
            error={wager === undefined ? t('fortuneCampaigns.invalidWager') : undefined}
          />
        ) : null}
        <Input
          label={t('fortuneCampaigns.maxClaims')}
          inputMode="numeric"
          value={draft.maxClaims}
          onChange={(e) => change({ maxClaims: e.target.value })}
          error={maxClaims === undefined ? t('fortuneCampaigns.invalidClaims') : undefined}
        />
        <MarketsInput value={draft.markets} onChange={(value) => change({ markets: value })} />
        <Input
          label={t('fortuneCampaigns.expires')}
          type="datetime-local"
          value={draft.expires}
          onChange={(e) => change({ expires: e.target.value })}
          error={expires === undefined ? t('fortuneCampaigns.invalidTime') : undefined}
        />
        <Input
          label={t('fortuneCampaigns.note')}
          value={draft.note}
          maxLength={200}
          onChange={(e) => change({ note: e.target.value })}
        />
        <Button type="submit" disabled={!ready} loading={create.pending} data-testid="ops-gift-code-create">
          {t('fortuneCampaigns.create')}
        </Button>
      </form>
      {create.error ? <ErrorNote error={create.error} /> : null}
      {made ? (
        <div className={styles.success} role="status" data-testid="ops-gift-code-made">
          <p>{t('fortuneCampaigns.created', { count: made.codes.length, total: formatAmount(made.total, locale) })}</p>
          <ul className={styles.codes}>
            {made.codes.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

function GiftCodeTable({ codes, onEnded }: { codes: GiftCode[]; onEnded: () => void }) {
  const { t, locale } = useT();
  const end = useOpsAction(opsFortuneGiftCodesEnd);
  return (
    <>
      {end.error ? <ErrorNote error={end.error} /> : null}
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('fortuneCampaigns.code')}</th>
              <th scope="col">{t('fortuneCampaigns.kind')}</th>
              <th scope="col">{t('fortuneCampaigns.prizeKind')}</th>
              <th scope="col">{t('fortuneCampaigns.claims')}</th>
              <th scope="col">{t('fortuneCampaigns.markets')}</th>
              <th scope="col">{t('fortuneCampaigns.expires')}</th>
              <th scope="col">{t('common.status')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('fortuneCampaigns.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {codes.map((code) => (
              <tr key={code.code} data-testid={`ops-gift-code-${code.code}`}>
                <th scope="row" className={styles.num}>
                  {code.code}
                  {code.note ? <div className={styles.note}>{code.note}</div> : null}
                </th>
                <td>
                  {t(`fortuneCampaigns.kind.${code.kind}`)}
                  {code.creator_user_id !== null ? (
                    <div className={styles.note}>{t('fortuneCampaigns.player', { id: code.creator_user_id })}</div>
                  ) : null}
                </td>
                <td className={styles.num}>
                  {formatAmount(code.amount_per_claim, locale)} USDT · {t(`fortuneCampaigns.prize.${code.prize_kind}`)}
                  {code.prize_kind === 'bonus' ? ` ×${code.wager_multiplier}` : ''}
                </td>
                <td className={styles.num}>
                  {code.claims} / {code.max_claims}
                </td>
                <td>{marketsText(code.markets, t)}</td>
                <td>{formatTime(code.expires_at, locale)}</td>
                <td>
                  <StatusTag
                    status={code.status === 'active' ? 'done' : 'ended'}
                    label={t(`fortuneCampaigns.status.${code.status}`)}
                  />
                </td>
                <td>
                  {code.status === 'active' ? (
                    <Button
                      size="sm"
                      variant="danger"
                      aria-label={t('fortuneCampaigns.endOf', { name: code.code })}
                      onClick={async () => {
                        if (await end.run({ code: code.code })) onEnded();
                      }}
                    >
                      {t('fortuneCampaigns.end')}
                    </Button>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

function PrizesSection() {
  const { t } = useT();
  const [page, setPage] = useState(1);
  const list = useOpsQuery(opsFortuneRtPrizes, { page });
  return (
    <section aria-labelledby="rt-prizes-title" className={styles.page}>
      <header className={styles.pageHead}>
        <h2 id="rt-prizes-title" className={styles.cardTitle}>
          {t('fortuneCampaigns.prizes')}
        </h2>
        <RefreshButton onClick={list.reload} />
      </header>
      <PrizeForm onCreated={list.reload} />
      {list.error ? (
        <ErrorNote error={list.error} onRetry={list.reload} />
      ) : !list.data ? (
        <Loading />
      ) : list.data.list.length === 0 ? (
        <p className={styles.empty}>{t('fortuneCampaigns.noPrizes')}</p>
      ) : (
        <>
          <PrizeTable prizes={list.data.list} onEnded={list.reload} />
          <Pager page={page} hasMore={list.data.has_more} onPage={setPage} />
        </>
      )}
    </section>
  );
}

interface PrizeDraft {
  title: string;
  others: { locale: Locale; text: string }[];
  amount: string;
  winners: string;
  minWager: string;
  markets: string;
  starts: string;
  ends: string;
}

function PrizeForm({ onCreated }: { onCreated: () => void }) {
  const { t } = useT();
  const [draft, setDraft] = useState<PrizeDraft>(() => ({
    title: '',
    others: [],
    amount: '',
    winners: '100',
    minWager: '0',
    markets: '',
    starts: localIn(0),
    ends: localIn(24 * HOUR_MS),
  }));
  const create = useOpsAction(opsFortuneRtPrizesCreate);
  const change = (patch: Partial<PrizeDraft>) => {
    create.reset();
    setDraft((current) => ({ ...current, ...patch }));
  };
  const winners = wholeIn(draft.winners, 1, 100_000);
  const markets = marketsOf(draft.markets);
  const starts = secondsOf(draft.starts);
  const ends = secondsOf(draft.ends);
  const windowOk = starts !== undefined && ends !== undefined && ends > starts;
  const amountOk = isAmount(draft.amount);
  const wagerOk = isWager(draft.minWager);
  const othersOk = draft.others.every((o) => o.text.trim().length > 0);
  const ready =
    draft.title.trim().length > 0 &&
    othersOk &&
    amountOk &&
    wagerOk &&
    winners !== undefined &&
    markets !== undefined &&
    windowOk;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    const answer = await create.run({
      titles: [
        { locale: 'en-US', text: draft.title.trim() },
        ...draft.others.map((o) => ({ ...o, text: o.text.trim() })),
      ],
      amount: draft.amount.trim(),
      winners,
      min_wager: draft.minWager.trim(),
      markets,
      starts_at: starts,
      ends_at: ends,
    });
    if (answer) onCreated();
  };
  return (
    <section className={styles.card} aria-labelledby="rt-prize-form-title">
      <h3 id="rt-prize-form-title" className={styles.cardTitle}>
        {t('fortuneCampaigns.newPrize')}
      </h3>
      <form className={styles.row} onSubmit={submit} data-testid="ops-rt-prize-form">
        <Input
          label={t('fortuneCampaigns.titleEn')}
          value={draft.title}
          maxLength={80}
          onChange={(e) => change({ title: e.target.value })}
        />
        <OtherTitles others={draft.others} onChange={(others) => change({ others })} />
        <Input
          label={t('fortuneCampaigns.amount')}
          inputMode="decimal"
          value={draft.amount}
          onChange={(e) => change({ amount: e.target.value })}
          error={draft.amount && !amountOk ? t('fortuneCampaigns.invalidAmount') : undefined}
        />
        <Input
          label={t('fortuneCampaigns.winners')}
          inputMode="numeric"
          value={draft.winners}
          onChange={(e) => change({ winners: e.target.value })}
          error={winners === undefined ? t('fortuneCampaigns.invalidWinners') : undefined}
        />
        <Input
          label={t('fortuneCampaigns.minWager')}
          inputMode="decimal"
          value={draft.minWager}
          onChange={(e) => change({ minWager: e.target.value })}
          error={wagerOk ? undefined : t('fortuneCampaigns.invalidAmount')}
        />
        <MarketsInput value={draft.markets} onChange={(value) => change({ markets: value })} />
        <Input
          label={t('fortuneCampaigns.starts')}
          type="datetime-local"
          value={draft.starts}
          onChange={(e) => change({ starts: e.target.value })}
          error={starts === undefined ? t('fortuneCampaigns.invalidTime') : undefined}
        />
        <Input
          label={t('fortuneCampaigns.ends')}
          type="datetime-local"
          value={draft.ends}
          onChange={(e) => change({ ends: e.target.value })}
          error={starts !== undefined && !windowOk ? t('fortuneCampaigns.invalidWindow') : undefined}
        />
        <Button type="submit" disabled={!ready} loading={create.pending} data-testid="ops-rt-prize-create">
          {t('fortuneCampaigns.createPrize')}
        </Button>
      </form>
      {create.error ? <ErrorNote error={create.error} /> : null}
    </section>
  );
}

/** Titles in languages other than English: pick a language, write the title; each language once. */
function OtherTitles({
  others,
  onChange,
}: {
  others: PrizeDraft['others'];
  onChange: (others: PrizeDraft['others']) => void;
}) {
  const { t } = useT();
  const free = LOCALES.filter((l) => l !== 'en-US' && !others.some((o) => o.locale === l));
  const [pick, setPick] = useState<Locale | ''>('');
  const chosen = pick && free.includes(pick) ? pick : (free[0] ?? '');
  return (
    <>
      {others.map((other, i) => (
        <div key={other.locale} className={styles.row}>
          <Input
            label={`${t('fortuneCampaigns.otherTitle')} (${other.locale})`}
            lang={other.locale}
            value={other.text}
            maxLength={80}
            onChange={(e) => onChange(others.map((o, j) => (j === i ? { ...o, text: e.target.value } : o)))}
          />
          <Button
            size="sm"
            variant="ghost"
            onClick={() => onChange(others.filter((_, j) => j !== i))}
            aria-label={t('fortuneCampaigns.removeTitle', { locale: other.locale })}
          >
            ×
          </Button>
        </div>
      ))}
      {chosen ? (
        <div className={styles.row}>
          <label className={styles.selectField}>
            {t('fortuneCampaigns.locale')}
            <select className={styles.select} value={chosen} onChange={(e) => setPick(e.target.value as Locale)}>
              {free.map((l) => (
                <option key={l} value={l}>
                  {l}
                </option>
              ))}
            </select>
          </label>
          <Button size="sm" variant="secondary" onClick={() => onChange([...others, { locale: chosen, text: '' }])}>
            {t('fortuneCampaigns.addTitle')}
          </Button>
        </div>
      ) : null}
    </>
  );
}

function PrizeTable({ prizes, onEnded }: { prizes: Prize[]; onEnded: () => void }) {
  const { t, locale } = useT();
  const end = useOpsAction(opsFortuneRtPrizesEnd);
  return (
    <>
      {end.error ? <ErrorNote error={end.error} /> : null}
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('fortuneCampaigns.titleCol')}</th>
              <th scope="col">{t('fortuneCampaigns.amount')}</th>
              <th scope="col">{t('fortuneCampaigns.claims')}</th>
              <th scope="col">{t('fortuneCampaigns.minWager')}</th>
              <th scope="col">{t('fortuneCampaigns.markets')}</th>
              <th scope="col">{t('fortuneCampaigns.window')}</th>
              <th scope="col">{t('common.status')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('fortuneCampaigns.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {prizes.map((prize) => {
              const title = prize.titles.find((x) => x.locale === 'en-US')?.text ?? '';
              return (
                <tr key={prize.id} data-testid={`ops-rt-prize-${prize.id}`}>
                  <th scope="row">
                    {title}
                    <div className={styles.note}>{prize.titles.map((x) => x.locale).join(' · ')}</div>
                  </th>
                  <td className={styles.num}>{formatAmount(prize.amount, locale)}</td>
                  <td className={styles.num}>
                    {prize.claimed} / {prize.winners}
                  </td>
                  <td className={styles.num}>{formatAmount(prize.min_wager, locale)}</td>
                  <td>{marketsText(prize.markets, t)}</td>
                  <td>
                    {formatTime(prize.starts_at, locale)} – {formatTime(prize.ends_at, locale)}
                  </td>
                  <td>
                    <StatusTag
                      status={prize.status === 'live' ? 'done' : prize.status === 'upcoming' ? 'pending' : 'ended'}
                      label={t(`fortuneCampaigns.status.${prize.status}`)}
                    />
                  </td>
                  <td>
                    {prize.status !== 'ended' ? (
                      <Button
                        size="sm"
                        variant="danger"
                        aria-label={t('fortuneCampaigns.endOf', { name: title })}
                        onClick={async () => {
                          if (await end.run({ prize_id: prize.id })) onEnded();
                        }}
                      >
                        {t('fortuneCampaigns.end')}
                      </Button>
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}
