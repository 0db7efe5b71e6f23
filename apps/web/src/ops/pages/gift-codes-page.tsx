import { COIN_CODES, type CoinCode, DEFAULT_COIN } from '@arcadia/contract/calls/wallet/common';
import { opsGiftCodes, opsGiftCodesCreate, opsGiftCodesEnd } from '@arcadia/contract/ops/index';
import { useEffect, useRef, useState } from 'react';
import type * as z from 'zod/mini';
import { Button } from '../../ui/button.tsx';
import { formatAmount, formatTime } from '../format.ts';
import { HOUR_MS, localIn, secondsOf, wholeIn } from '../fortune-fields.tsx';
import { CreateForm, EndTable, ListStates, useDraft } from '../fortune-forms.tsx';
import { useT } from '../i18n.ts';
import styles from '../ops.module.css';
import { Filters, Page, Section, StatusTag } from '../parts.tsx';
import { useOpsAction, useOpsQuery } from '../use-ops.ts';

type GiftCode = z.output<typeof opsGiftCodes.response>['list'][number];
type Created = z.output<typeof opsGiftCodesCreate.response>;

const KINDS = ['all', 'campaign', 'packet'] as const;
const STATUSES = ['all', 'active', 'ended'] as const;

/** An amount like 10 or 2.5 (the server checks the coin's decimals and its limits again). */
const isAmount = (text: string) => /^\d{1,12}(\.\d{1,9})?$/.test(text.trim()) && /[1-9]/.test(text);

/** A decimal string as an integer and its scale, so amounts are multiplied and subtracted without floats. */
function scaled(text: string): [bigint, number] {
  const [whole = '0', fraction = ''] = text.trim().split('.');
  return [BigInt(`${whole}${fraction}` || '0'), fraction.length];
}

function unscaled(value: bigint, scale: number): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** amount × times, exactly. */
export function timesAmount(amount: string, times: number): string {
  const [value, scale] = scaled(amount);
  return unscaled(value * BigInt(times), scale);
}

/** a − b, exactly (what a red packet still holds: total − claimed). */
export function minusAmount(a: string, b: string): string {
  const [x, xs] = scaled(a);
  const [y, ys] = scaled(b);
  const scale = Math.max(xs, ys);
  return unscaled(x * 10n ** BigInt(scale - xs) - y * 10n ** BigInt(scale - ys), scale);
}

/**
 * The main brand's gift codes (docs/giftcodes.md): campaign codes paid by the house, made here (after a confirm
 * step, a fresh password and code, and above the four-eyes limit a second operator's approval), and players' red
 * packets; either can be ended here (a packet's unclaimed rest goes back to its creator).
 */
export default function GiftCodesPage() {
  const { t } = useT();
  const [kind, setKind] = useState<(typeof KINDS)[number]>('all');
  const [status, setStatus] = useState<(typeof STATUSES)[number]>('all');
  const [page, setPage] = useState(1);
  const list = useOpsQuery(opsGiftCodes, { kind, status, page });
  return (
    <Page title={t('giftCodes.title')}>
      <p className={styles.note}>{t('giftCodes.hint')}</p>
      <CampaignForm onCreated={list.reload} />
      <Section id="gift-codes-list-title" title={t('giftCodes.list')} onRefresh={list.reload}>
        <div className={styles.row}>
          <Filters
            label={t('giftCodes.kind')}
            options={KINDS}
            value={kind}
            onChange={(next) => {
              setKind(next);
              setPage(1);
            }}
            text={(k) => t(`giftCodes.kind.${k}`)}
          />
          <Filters
            label={t('common.status')}
            options={STATUSES}
            value={status}
            onChange={(next) => {
              setStatus(next);
              setPage(1);
            }}
            text={(s) => t(`giftCodes.status.${s}`)}
          />
        </div>
        <ListStates list={list} empty={t('giftCodes.empty')} page={page} onPage={setPage}>
          {(codes) => <CodeTable codes={codes} onEnded={list.reload} />}
        </ListStates>
      </Section>
    </Page>
  );
}

interface Draft {
  count: string;
  coin: CoinCode;
  amount: string;
  maxClaims: string;
  expires: string;
  message: string;
  note: string;
}

function CampaignForm({ onCreated }: { onCreated: () => void }) {
  const { t, locale } = useT();
  const create = useOpsAction(opsGiftCodesCreate);
  const [confirming, setConfirming] = useState(false);
  const [made, setMade] = useState<Created | null>(null);
  const confirmRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);
  const { draft, change, field } = useDraft<Draft>(
    () => ({
      count: '1',
      coin: DEFAULT_COIN,
      amount: '',
      maxClaims: '100',
      expires: localIn(7 * 24 * HOUR_MS),
      message: '',
      note: '',
    }),
    () => {
      create.reset();
      setConfirming(false);
      setMade(null);
    },
  );
  const count = wholeIn(draft.count, 1, 500);
  const maxClaims = wholeIn(draft.maxClaims, 1, 1_000_000);
  const expires = secondsOf(draft.expires);
  const amountOk = isAmount(draft.amount);
  const ready = count !== undefined && maxClaims !== undefined && expires !== undefined && amountOk;
  const total = ready ? timesAmount(draft.amount, maxClaims * count) : '0';
  const money = (amount: string, coin: string) => `${formatAmount(amount, locale)} ${coin}`;

  const send = async () => {
    if (count === undefined || maxClaims === undefined || expires === undefined) return;
    const answer = await create.run({
      count,
      coin: draft.coin,
      amount_per_claim: draft.amount.trim(),
      max_claims: maxClaims,
      expires_at: expires,
      message: draft.message.trim(),
      note: draft.note.trim(),
    });
    setConfirming(false);
    if (!answer) return;
    setMade(answer);
    onCreated();
  };

  const confirm = confirming ? (
    <div ref={confirmRef} tabIndex={-1} className={styles.card} data-testid="ops-gift-confirm">
      <p>
        {t('giftCodes.confirm', {
          count: count ?? '',
          amount: money(draft.amount.trim(), draft.coin),
          claims: maxClaims ?? '',
          total: money(total, draft.coin),
          expires: formatTime(expires ?? 0, locale),
        })}
      </p>
      <div className={styles.row}>
        <Button onClick={send} loading={create.pending} data-testid="ops-gift-confirm-yes">
          {t('giftCodes.confirmYes')}
        </Button>
        <Button variant="secondary" onClick={() => setConfirming(false)} disabled={create.pending}>
          {t('common.cancel')}
        </Button>
      </div>
    </div>
  ) : null;

  const result =
    made?.status === 'pending_approval' ? (
      <p className={styles.note} role="status" data-testid="ops-gift-pending">
        {t('giftCodes.pendingApproval', { id: made.approval_id ?? '', total: money(made.total, draft.coin) })}
      </p>
    ) : made ? (
      <div className={styles.success} role="status" data-testid="ops-gift-made">
        <p>{t('giftCodes.created', { count: made.codes.length, total: money(made.total, draft.coin) })}</p>
        <ul className={styles.codes}>
          {made.codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ul>
      </div>
    ) : null;

  return (
    <CreateForm
      name="gift-campaign"
      title={t('giftCodes.new')}
      heading="h2"
      ready={ready && !confirming}
      pending={false}
      error={create.error}
      submitLabel={t('giftCodes.create')}
      onSubmit={async () => setConfirming(true)}
      after={
        <>
          {confirm}
          {result}
        </>
      }
    >
      {field('count', t('giftCodes.count'), count === undefined ? t('giftCodes.invalidCount') : undefined, {
        inputMode: 'numeric',
      })}
      <label className={styles.selectField}>
        {t('giftCodes.coin')}
        <select
          className={styles.select}
          value={draft.coin}
          onChange={(e) => change({ coin: e.target.value as CoinCode })}
        >
          {COIN_CODES.map((coin) => (
            <option key={coin} value={coin}>
              {coin}
            </option>
          ))}
        </select>
      </label>
      {field(
        'amount',
        t('giftCodes.amountPerClaim'),
        draft.amount && !amountOk ? t('giftCodes.invalidAmount') : undefined,
        { inputMode: 'decimal' },
      )}
      {field(
        'maxClaims',
        t('giftCodes.maxClaims'),
        maxClaims === undefined ? t('giftCodes.invalidClaims') : undefined,
        { inputMode: 'numeric' },
      )}
      {field('expires', t('giftCodes.expires'), expires === undefined ? t('giftCodes.invalidTime') : undefined, {
        type: 'datetime-local',
      })}
      {field('message', t('giftCodes.message'), undefined, { maxLength: 60, hint: t('giftCodes.messageHint') })}
      {field('note', t('giftCodes.note'), undefined, { maxLength: 200 })}
    </CreateForm>
  );
}

function CodeTable({ codes, onEnded }: { codes: GiftCode[]; onEnded: () => void }) {
  const { t, locale } = useT();
  const end = useOpsAction(opsGiftCodesEnd);
  const now = Date.now() / 1000;
  const money = (amount: string, coin: string) => `${formatAmount(amount, locale)} ${coin}`;
  const columns = [
    t('giftCodes.code'),
    t('giftCodes.kind'),
    t('giftCodes.amount'),
    t('giftCodes.claims'),
    t('giftCodes.creator'),
    t('giftCodes.expires'),
    t('common.status'),
  ];
  return (
    <EndTable columns={columns} endError={end.error}>
      {codes.map((code) => {
        const usedUp = code.status === 'active' && code.claims >= code.max_claims;
        const expired = code.status === 'active' && code.expires_at <= now;
        const shown = expired ? 'expired' : usedUp ? 'usedUp' : code.status;
        return (
          <tr key={code.code} data-testid={`ops-gift-${code.code}`}>
            <th scope="row" className={styles.num}>
              {code.code}
              {code.message ? <div className={styles.note}>“{code.message}”</div> : null}
              {code.note ? <div className={styles.note}>{code.note}</div> : null}
            </th>
            <td>{t(`giftCodes.kind.${code.kind}`)}</td>
            <td className={styles.num}>
              {code.amount_per_claim !== null
                ? t('giftCodes.each', { amount: money(code.amount_per_claim, code.coin) })
                : t('giftCodes.randomOf', { amount: money(code.total, code.coin) })}
            </td>
            <td className={styles.num}>
              {code.claims} / {code.max_claims}
              <div className={styles.note}>{t('giftCodes.paid', { amount: money(code.claimed, code.coin) })}</div>
              {code.status === 'ended' && code.kind === 'packet' ? (
                <div className={styles.note}>
                  {t('giftCodes.returned', { amount: money(code.returned, code.coin) })}
                </div>
              ) : null}
            </td>
            <td>
              {code.creator_user_id !== null
                ? t('giftCodes.player', { id: code.creator_user_id })
                : code.operator_id !== null
                  ? t('giftCodes.operator', { id: code.operator_id })
                  : '—'}
            </td>
            <td>{formatTime(code.expires_at, locale)}</td>
            <td>
              <StatusTag status={shown === 'active' ? 'done' : 'ended'} label={t(`giftCodes.status.${shown}`)} />
            </td>
            <td>
              {code.status === 'active' ? (
                <EndCode
                  code={code}
                  onEnd={() => end.run({ code: code.code })}
                  onEnded={onEnded}
                  rest={money(minusAmount(code.total, code.claimed), code.coin)}
                />
              ) : null}
            </td>
          </tr>
        );
      })}
    </EndTable>
  );
}

/** End, then a confirm in place: a campaign code stops; a red packet's rest goes back to its creator. */
function EndCode({
  code,
  rest,
  onEnd,
  onEnded,
}: {
  code: GiftCode;
  rest: string;
  onEnd: () => Promise<unknown>;
  onEnded: () => void;
}) {
  const { t } = useT();
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const confirmRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);
  if (!confirming)
    return (
      <Button
        size="sm"
        variant="danger"
        aria-label={t('giftCodes.endOf', { code: code.code })}
        onClick={() => setConfirming(true)}
      >
        {t('giftCodes.end')}
      </Button>
    );
  const act = async () => {
    setPending(true);
    const done = await onEnd();
    setPending(false);
    setConfirming(false);
    if (done) onEnded();
  };
  return (
    <div ref={confirmRef} tabIndex={-1} data-testid={`ops-gift-end-confirm-${code.code}`}>
      <p>
        {code.kind === 'packet' && code.creator_user_id !== null
          ? t('giftCodes.confirmEndPacket', { code: code.code, rest, id: code.creator_user_id })
          : t('giftCodes.confirmEnd', { code: code.code })}
      </p>
      <div className={styles.row}>
        <Button size="sm" variant="danger" onClick={act} loading={pending}>
          {t('giftCodes.confirmEndYes')}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => setConfirming(false)} disabled={pending}>
          {t('common.cancel')}
        </Button>
      </div>
    </div>
  );
}
