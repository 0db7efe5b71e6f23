import { COIN_CODES, type CoinCode } from '@arcadia/contract/calls/wallet/common';
import {
  opsLedgerAdjust,
  opsMe,
  opsPlayerFreeze,
  opsPlayerLookup,
  opsPlayerRevokeSessions,
  type Permission,
} from '@arcadia/contract/ops/index';
import { type FormEvent, useState } from 'react';
import type * as z from 'zod/mini';
import { Button } from '../../ui/button.tsx';
import { Input } from '../../ui/input.tsx';
import { formatAmount, formatTime } from '../format.ts';
import { useT } from '../i18n.ts';
import styles from '../ops.module.css';
import { Empty, ErrorNote, Facts, Loading, Page } from '../parts.tsx';
import { navigate, useLocation } from '../router.tsx';
import { useOpsAction, useOpsQuery } from '../use-ops.ts';

/** Finds a player by id, phone or username (`?q=`, so a lookup can be linked) and shows what support needs. */
export default function PlayersPage() {
  const { t } = useT();
  const { search } = useLocation();
  const query = search.get('q') ?? '';
  const [draft, setDraft] = useState(query);
  const lookup = useOpsQuery(opsPlayerLookup, { query }, { enabled: query.length > 0 });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = draft.trim();
    if (next) navigate(`/players?q=${encodeURIComponent(next)}`);
  };

  return (
    <Page title={t('players.title')}>
      <search>
        <form className={styles.row} onSubmit={submit}>
          <Input
            label={t('players.search')}
            hint={t('players.searchHint')}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            maxLength={64}
          />
          <Button type="submit">{t('players.find')}</Button>
        </form>
      </search>
      {query === '' ? null : lookup.error ? (
        <ErrorNote error={lookup.error} onRetry={lookup.reload} />
      ) : lookup.loading ? (
        <Loading />
      ) : lookup.data?.player ? (
        <PlayerDetail player={lookup.data.player} onChanged={lookup.reload} />
      ) : (
        <Empty text={t('players.notFound', { query })} />
      )}
    </Page>
  );
}

type Player = NonNullable<z.output<typeof opsPlayerLookup.response>['player']>;

function PlayerDetail({ player, onChanged }: { player: Player; onChanged: () => void }) {
  const { t, locale } = useT();
  const me = useOpsQuery(opsMe, {});
  const can = (permission: Permission) => me.data?.permissions.includes(permission) ?? false;
  return (
    <div className={styles.page} data-testid="ops-player">
      <section className={styles.card} aria-label={t('players.profile')}>
        {player.frozen ? (
          <p className={styles.error} role="note" data-testid="ops-player-frozen">
            {t('players.frozenNote', { reason: player.frozen_reason })}
          </p>
        ) : null}
        <Facts
          items={[
            [t('players.userId'), player.user_id],
            [t('players.username'), player.username || '—'],
            [t('players.phone'), player.phone_number || '—'],
            [t('players.country'), player.country_code || '—'],
            [t('players.joined'), formatTime(player.created_at, locale)],
          ]}
        />
      </section>
      <section className={styles.card} aria-labelledby="balances-title">
        <h2 id="balances-title" className={styles.cardTitle}>
          {t('players.balances')}
        </h2>
        {player.balances.length === 0 ? (
          <p className={styles.note}>{t('players.noBalances')}</p>
        ) : (
          <Facts
            items={player.balances.map((b) => [
              b.coin,
              <span key={b.coin} className={styles.num} data-testid={`ops-balance-${b.coin}`}>
                {formatAmount(b.amount, locale)}
              </span>,
            ])}
          />
        )}
      </section>
      {can('players.freeze') ? <FreezeForm userId={player.user_id} frozen={player.frozen} onDone={onChanged} /> : null}
      {can('ledger.adjust') ? <AdjustForm userId={player.user_id} onDone={onChanged} /> : null}
      <section className={styles.card} aria-labelledby="transfers-title">
        <h2 id="transfers-title" className={styles.cardTitle}>
          {t('players.transfers')}
        </h2>
        {player.transfers.length === 0 ? (
          <p className={styles.note}>{t('players.noTransfers')}</p>
        ) : (
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('common.when')}</th>
                  <th scope="col">{t('players.kind')}</th>
                  <th scope="col">{t('common.amount')}</th>
                  <th scope="col">{t('players.reference')}</th>
                </tr>
              </thead>
              <tbody>
                {player.transfers.map((transfer) => (
                  <tr key={`${transfer.id}-${transfer.direction}-${transfer.coin}`}>
                    <td>{formatTime(transfer.at, locale)}</td>
                    <td>{transfer.kind}</td>
                    <td className={styles.num}>
                      {transfer.direction === 'in' ? '+' : '−'}
                      {formatAmount(transfer.amount, locale)} {transfer.coin}
                    </td>
                    <td>{transfer.reference}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <section className={styles.card} aria-labelledby="sessions-title">
        <h2 id="sessions-title" className={styles.cardTitle}>
          {t('players.sessions', { count: player.sessions.length })}
        </h2>
        <Facts
          items={[
            ...player.sessions.map((s): [string, string] => [
              t('players.sessionSince', { id: s.id }),
              `${formatTime(s.created_at, locale)} → ${formatTime(s.last_seen_at, locale)}`,
            ]),
            ...player.devices.map((d): [string, string] => [d.device_id, formatTime(d.last_seen_at, locale)]),
          ]}
        />
        {can('players.sessions') && player.sessions.length > 0 ? (
          <RevokeForm userId={player.user_id} onDone={onChanged} />
        ) : null}
      </section>
    </div>
  );
}

function RevokeForm({ userId, onDone }: { userId: number; onDone: () => void }) {
  const { t } = useT();
  const [reason, setReason] = useState('');
  const action = useOpsAction(opsPlayerRevokeSessions);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await action.run({ user_id: userId, reason })) {
      setReason('');
      onDone();
    }
  };
  return (
    <form className={styles.row} onSubmit={submit}>
      <Input
        label={t('common.reason')}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        minLength={3}
        maxLength={500}
        required
      />
      <Button type="submit" variant="danger" loading={action.pending}>
        {t('players.revoke')}
      </Button>
      {action.error ? <ErrorNote error={action.error} /> : null}
    </form>
  );
}

function AdjustForm({ userId, onDone }: { userId: number; onDone: () => void }) {
  const { t } = useT();
  const [coin, setCoin] = useState<CoinCode>('KC');
  const [amount, setAmount] = useState('');
  const [direction, setDirection] = useState<'credit' | 'debit'>('credit');
  const [reason, setReason] = useState('');
  const [result, setResult] = useState<string | null>(null);
  const action = useOpsAction(opsLedgerAdjust);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    const answer = await action.run({ user_id: userId, coin, amount, direction, reason });
    if (!answer) return;
    setResult(answer.status === 'done' ? t('adjust.done') : t('adjust.pending', { id: answer.approval_id ?? 0 }));
    setAmount('');
    setReason('');
    onDone();
  };
  return (
    <section className={styles.card} aria-labelledby="adjust-title">
      <h2 id="adjust-title" className={styles.cardTitle}>
        {t('adjust.title')}
      </h2>
      <p className={styles.note}>{t('adjust.hint')}</p>
      <form className={styles.form} onSubmit={submit}>
        <div className={styles.row}>
          <label className={styles.selectField}>
            {t('adjust.direction')}
            <select
              className={styles.select}
              value={direction}
              onChange={(event) => setDirection(event.target.value as 'credit' | 'debit')}
            >
              <option value="credit">{t('adjust.credit')}</option>
              <option value="debit">{t('adjust.debit')}</option>
            </select>
          </label>
          <label className={styles.selectField}>
            {t('adjust.coin')}
            <select
              className={styles.select}
              value={coin}
              onChange={(event) => setCoin(event.target.value as CoinCode)}
            >
              {COIN_CODES.map((code) => (
                <option key={code}>{code}</option>
              ))}
            </select>
          </label>
          <Input
            label={t('common.amount')}
            inputMode="decimal"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            required
          />
        </div>
        <Input
          label={t('common.reason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          minLength={3}
          maxLength={500}
          required
        />
        {action.error ? <ErrorNote error={action.error} /> : null}
        {result ? (
          <p className={styles.success} role="status">
            {result}
          </p>
        ) : null}
        <Button type="submit" loading={action.pending}>
          {t('adjust.submit')}
        </Button>
      </form>
    </section>
  );
}

/** Freezing stops the player's money going out (withdrawals, transfers) while a case is checked. */
function FreezeForm({ userId, frozen, onDone }: { userId: number; frozen: boolean; onDone: () => void }) {
  const { t } = useT();
  const [reason, setReason] = useState('');
  const action = useOpsAction(opsPlayerFreeze);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await action.run({ user_id: userId, frozen: !frozen, reason })) {
      setReason('');
      onDone();
    }
  };
  return (
    <section className={styles.card} aria-labelledby="freeze-title">
      <h2 id="freeze-title" className={styles.cardTitle}>
        {frozen ? t('players.unfreezeTitle') : t('players.freezeTitle')}
      </h2>
      <p className={styles.note}>{frozen ? t('players.unfreezeHint') : t('players.freezeHint')}</p>
      <form className={styles.row} onSubmit={submit}>
        <Input
          label={t('common.reason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          minLength={3}
          maxLength={500}
          required
          data-testid="ops-freeze-reason"
        />
        <Button
          type="submit"
          variant={frozen ? 'secondary' : 'danger'}
          loading={action.pending}
          data-testid="ops-freeze"
        >
          {frozen ? t('players.unfreeze') : t('players.freeze')}
        </Button>
      </form>
      {action.error ? <ErrorNote error={action.error} /> : null}
    </section>
  );
}
