import type { Locale } from '@arcadia/contract/locales';
import {
  opsFortuneGiftCodes,
  opsFortuneGiftCodesCreate,
  opsFortuneGiftCodesEnd,
  opsFortuneRtPrizes,
  opsFortuneRtPrizesCreate,
  opsFortuneRtPrizesEnd,
} from '@arcadia/contract/ops/index';
import { useState } from 'react';
import type * as z from 'zod/mini';
import { Input } from '../../ui/input.tsx';
import { formatAmount, formatTime } from '../format.ts';
import { HOUR_MS, localIn, MarketsInput, marketsOf, marketsText, secondsOf, wholeIn } from '../fortune-fields.tsx';
import {
  CreateForm,
  EndButton,
  EndTable,
  ListStates,
  OtherLanguages,
  useDraft,
  WindowFields,
  windowOk,
} from '../fortune-forms.tsx';
import { useT } from '../i18n.ts';
import styles from '../ops.module.css';
import { Filters, Page, Section, StatusTag } from '../parts.tsx';
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
    <Section id="gift-codes-title" title={t('fortuneCampaigns.codes')} onRefresh={list.reload}>
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
      <ListStates list={list} empty={t('fortuneCampaigns.noCodes')} page={page} onPage={setPage}>
        {(codes) => <GiftCodeTable codes={codes} onEnded={list.reload} />}
      </ListStates>
    </Section>
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
  const [made, setMade] = useState<z.output<typeof opsFortuneGiftCodesCreate.response> | null>(null);
  const create = useOpsAction(opsFortuneGiftCodesCreate);
  const { draft, change, field } = useDraft<CodeDraft>(
    () => ({
      count: '1',
      amount: '',
      prizeKind: 'cash',
      wager: '10',
      maxClaims: '100',
      markets: '',
      expires: localIn(7 * 24 * HOUR_MS),
      note: '',
    }),
    create.reset,
  );
  const count = wholeIn(draft.count, 1, 500);
  const wager = draft.prizeKind === 'bonus' ? wholeIn(draft.wager, 1, 100) : 0;
  const maxClaims = wholeIn(draft.maxClaims, 1, 1_000_000);
  const markets = marketsOf(draft.markets);
  const expires = secondsOf(draft.expires);
  const amountOk = isAmount(draft.amount);
  const numeric = { inputMode: 'numeric' } as const;
  return (
    <CreateForm
      name="gift-code"
      title={t('fortuneCampaigns.newCodes')}
      heading="h3"
      ready={
        count !== undefined &&
        wager !== undefined &&
        maxClaims !== undefined &&
        markets !== undefined &&
        expires !== undefined &&
        amountOk
      }
      pending={create.pending}
      error={create.error}
      submitLabel={t('fortuneCampaigns.create')}
      onSubmit={async () => {
        if (count === undefined || wager === undefined || maxClaims === undefined) return;
        if (markets === undefined || expires === undefined) return;
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
      }}
      after={
        made?.status === 'pending_approval' ? (
          <PendingApproval id={made.approval_id} total={made.total} />
        ) : made ? (
          <div className={styles.success} role="status" data-testid="ops-gift-code-made">
            <p>
              {t('fortuneCampaigns.created', { count: made.codes.length, total: formatAmount(made.total, locale) })}
            </p>
            <ul className={styles.codes}>
              {made.codes.map((code) => (
                <li key={code}>{code}</li>
              ))}
            </ul>
          </div>
        ) : null
      }
    >
      {field(
        'count',
        t('fortuneCampaigns.count'),
        count === undefined ? t('fortuneCampaigns.invalidCount') : undefined,
        numeric,
      )}
      {field(
        'amount',
        t('fortuneCampaigns.amountPerClaim'),
        draft.amount && !amountOk ? t('fortuneCampaigns.invalidAmount') : undefined,
        { inputMode: 'decimal' },
      )}
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
      {draft.prizeKind === 'bonus'
        ? field(
            'wager',
            t('fortuneCampaigns.wagerMultiplier'),
            wager === undefined ? t('fortuneCampaigns.invalidWager') : undefined,
            numeric,
          )
        : null}
      {field(
        'maxClaims',
        t('fortuneCampaigns.maxClaims'),
        maxClaims === undefined ? t('fortuneCampaigns.invalidClaims') : undefined,
        numeric,
      )}
      <MarketsInput value={draft.markets} onChange={(value) => change({ markets: value })} />
      {field(
        'expires',
        t('fortuneCampaigns.expires'),
        expires === undefined ? t('fortuneCampaigns.invalidTime') : undefined,
        { type: 'datetime-local' },
      )}
      {field('note', t('fortuneCampaigns.note'), undefined, { maxLength: 200 })}
    </CreateForm>
  );
}

function GiftCodeTable({ codes, onEnded }: { codes: GiftCode[]; onEnded: () => void }) {
  const { t, locale } = useT();
  const end = useOpsAction(opsFortuneGiftCodesEnd);
  const columns = [
    t('fortuneCampaigns.code'),
    t('fortuneCampaigns.kind'),
    t('fortuneCampaigns.prizeKind'),
    t('fortuneCampaigns.claims'),
    t('fortuneCampaigns.markets'),
    t('fortuneCampaigns.expires'),
    t('common.status'),
  ];
  return (
    <EndTable columns={columns} endError={end.error}>
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
              <EndButton name={code.code} onEnd={() => end.run({ code: code.code })} onEnded={onEnded} />
            ) : null}
          </td>
        </tr>
      ))}
    </EndTable>
  );
}

function PrizesSection() {
  const { t } = useT();
  const [page, setPage] = useState(1);
  const list = useOpsQuery(opsFortuneRtPrizes, { page });
  return (
    <Section id="rt-prizes-title" title={t('fortuneCampaigns.prizes')} onRefresh={list.reload}>
      <PrizeForm onCreated={list.reload} />
      <ListStates list={list} empty={t('fortuneCampaigns.noPrizes')} page={page} onPage={setPage}>
        {(prizes) => <PrizeTable prizes={prizes} onEnded={list.reload} />}
      </ListStates>
    </Section>
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

/** A campaign above the four-eyes limit: made only once a second operator approves it (the Approvals page). */
function PendingApproval({ id, total }: { id: number | null; total: string }) {
  const { t, locale } = useT();
  return (
    <p className={styles.note} role="status" data-testid="ops-campaign-pending">
      {t('fortuneCampaigns.pendingApproval', { id: id ?? '', total: formatAmount(total, locale) })}
    </p>
  );
}

function PrizeForm({ onCreated }: { onCreated: () => void }) {
  const { t } = useT();
  const create = useOpsAction(opsFortuneRtPrizesCreate);
  const [made, setMade] = useState<z.output<typeof opsFortuneRtPrizesCreate.response> | null>(null);
  const { draft, change, field } = useDraft<PrizeDraft>(
    () => ({
      title: '',
      others: [],
      amount: '',
      winners: '100',
      minWager: '0',
      markets: '',
      starts: localIn(0),
      ends: localIn(24 * HOUR_MS),
    }),
    () => {
      create.reset();
      setMade(null);
    },
  );
  const winners = wholeIn(draft.winners, 1, 100_000);
  const markets = marketsOf(draft.markets);
  const starts = secondsOf(draft.starts);
  const ends = secondsOf(draft.ends);
  const amountOk = isAmount(draft.amount);
  const wagerOk = isWager(draft.minWager);
  const othersOk = draft.others.every((o) => o.text.trim().length > 0);
  return (
    <CreateForm
      name="rt-prize"
      title={t('fortuneCampaigns.newPrize')}
      heading="h3"
      ready={
        draft.title.trim().length > 0 &&
        othersOk &&
        amountOk &&
        wagerOk &&
        winners !== undefined &&
        markets !== undefined &&
        windowOk(draft.starts, draft.ends)
      }
      pending={create.pending}
      error={create.error}
      submitLabel={t('fortuneCampaigns.createPrize')}
      onSubmit={async () => {
        if (winners === undefined || markets === undefined || starts === undefined || ends === undefined) return;
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
        if (!answer) return;
        setMade(answer);
        onCreated();
      }}
      after={made?.status === 'pending_approval' ? <PendingApproval id={made.approval_id} total={made.total} /> : null}
    >
      {field('title', t('fortuneCampaigns.titleEn'), undefined, { maxLength: 80 })}
      <OtherLanguages
        others={draft.others}
        onChange={(others) => change({ others })}
        blank={(locale) => ({ locale, text: '' })}
        pickLabel={t('fortuneCampaigns.locale')}
        addLabel={t('fortuneCampaigns.addTitle')}
        removeLabel={(locale) => t('fortuneCampaigns.removeTitle', { locale })}
        render={(other, update) => (
          <Input
            label={`${t('fortuneCampaigns.otherTitle')} (${other.locale})`}
            lang={other.locale}
            value={other.text}
            maxLength={80}
            onChange={(e) => update({ ...other, text: e.target.value })}
          />
        )}
      />
      {field(
        'amount',
        t('fortuneCampaigns.amount'),
        draft.amount && !amountOk ? t('fortuneCampaigns.invalidAmount') : undefined,
        { inputMode: 'decimal' },
      )}
      {field(
        'winners',
        t('fortuneCampaigns.winners'),
        winners === undefined ? t('fortuneCampaigns.invalidWinners') : undefined,
        { inputMode: 'numeric' },
      )}
      {field('minWager', t('fortuneCampaigns.minWager'), wagerOk ? undefined : t('fortuneCampaigns.invalidAmount'), {
        inputMode: 'decimal',
      })}
      <MarketsInput value={draft.markets} onChange={(value) => change({ markets: value })} />
      <WindowFields starts={draft.starts} ends={draft.ends} onChange={change} />
    </CreateForm>
  );
}

function PrizeTable({ prizes, onEnded }: { prizes: Prize[]; onEnded: () => void }) {
  const { t, locale } = useT();
  const end = useOpsAction(opsFortuneRtPrizesEnd);
  const columns = [
    t('fortuneCampaigns.titleCol'),
    t('fortuneCampaigns.amount'),
    t('fortuneCampaigns.claims'),
    t('fortuneCampaigns.minWager'),
    t('fortuneCampaigns.markets'),
    t('fortuneCampaigns.window'),
    t('common.status'),
  ];
  return (
    <EndTable columns={columns} endError={end.error}>
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
                <EndButton name={title} onEnd={() => end.run({ prize_id: prize.id })} onEnded={onEnded} />
              ) : null}
            </td>
          </tr>
        );
      })}
    </EndTable>
  );
}
