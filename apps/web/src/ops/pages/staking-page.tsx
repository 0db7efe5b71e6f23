import { opsStakePoolCreate, opsStakePoolStatus, opsStakePools } from '@arcadia/contract/ops/index';
import { useId } from 'react';
import type * as z from 'zod/mini';
import { Button } from '../../ui/button.tsx';
import { Pager } from '../fortune-fields.tsx';
import { CreateForm, useDraft } from '../fortune-forms.tsx';
import { useT } from '../i18n.ts';
import { isMarket, MarketFilter, useMarketPages } from '../market-filter.tsx';
import styles from '../ops.module.css';
import { ErrorNote, Facts, Page, QueueItems, RefreshButton, Section, StatusTag } from '../parts.tsx';
import { useOpsAction, useOpsQuery } from '../use-ops.ts';
import { bpsOf } from './invest-page.tsx';

type Pool = z.output<typeof opsStakePools.response>['list'][number];
type Coin = Pool['coin'];

const COINS: Coin[] = ['KTHER', 'HAPPY', 'XGT'];
const isAmount = (a: string) => /^\d{1,12}(\.\d{1,8})?$/.test(a) && Number(a) > 0;
const isDays = (v: string) => /^\d{1,4}$/.test(v) && Number(v) <= 3650;
const pct = (bps: number) => `${(bps / 100).toFixed(2)}%`;

/**
 * Staking (docs/staking.md, "Console"): every market's pools with the total staked and the positions still earning, a
 * form to create one (market, coin, lock days, APR, minimum), and pause / resume (paused: no new stakes, positions run
 * on). Each change is audited.
 */
export default function StakingPage() {
  const { t } = useT();
  const pages = useMarketPages();
  const list = useOpsQuery(opsStakePools, { market: pages.market, page: pages.page });
  return (
    <Page title={t('staking.title')} actions={<RefreshButton onClick={list.reload} />}>
      <p className={styles.note}>{t('staking.hint')}</p>
      <PoolForm onDone={list.reload} />
      <MarketFilter label={t('staking.marketFilter')} pages={pages} />
      <Section id="staking-pools" title={t('staking.pools')} onRefresh={list.reload}>
        <QueueItems
          query={list}
          emptyText={t('staking.empty')}
          render={(p: Pool) => <PoolCard key={p.id} pool={p} onDone={list.reload} />}
        />
        <Pager page={pages.page} hasMore={Boolean(list.data?.has_more)} onPage={pages.setPage} />
      </Section>
    </Page>
  );
}

function PoolCard({ pool, onDone }: { pool: Pool; onDone: () => void }) {
  const { t } = useT();
  const setStatus = useOpsAction(opsStakePoolStatus);
  const open = pool.status === 'open';
  const toggle = async () => {
    if (await setStatus.run({ pool_id: pool.id, status: open ? 'closed' : 'open' })) onDone();
  };
  const lock = pool.lock_days === 0 ? t('staking.flexible') : t('staking.days', { days: pool.lock_days });
  return (
    <article className={styles.card} data-testid={`ops-staking-pool-${pool.id}`}>
      <header className={styles.pageHead}>
        <h3 className={styles.cardTitle}>{`${pool.coin} · ${lock}`}</h3>
        <StatusTag status={open ? 'review' : 'done'} label={t(open ? 'staking.state.open' : 'staking.state.paused')} />
      </header>
      <Facts
        items={[
          [t('staking.market'), pool.market.toUpperCase()],
          [t('staking.apr'), pct(pool.apr_bps)],
          [t('staking.staked'), `${pool.total_staked} ${pool.coin}`],
          [t('staking.positions'), String(pool.positions)],
          [t('staking.min'), `${pool.min_amount} ${pool.coin}`],
        ]}
      />
      {setStatus.error ? <ErrorNote error={setStatus.error} /> : null}
      <Button
        variant={open ? 'secondary' : 'primary'}
        size="sm"
        loading={setStatus.pending}
        onClick={toggle}
        data-testid={`ops-staking-toggle-${pool.id}`}
      >
        {t(open ? 'staking.pause' : 'staking.resume')}
      </Button>
    </article>
  );
}

function PoolForm({ onDone }: { onDone: () => void }) {
  const { t } = useT();
  const create = useOpsAction(opsStakePoolCreate);
  const coinId = useId();
  const { draft, change, field } = useDraft(
    () => ({ market: '', coin: 'KTHER' as Coin, lock: '30', apr: '', min: '10' }),
    () => create.reset(),
  );
  const apr = bpsOf(draft.apr);
  const ready = isMarket(draft.market) && isDays(draft.lock) && apr !== undefined && apr > 0 && isAmount(draft.min);
  const submit = async () => {
    if (apr === undefined) return;
    const answer = await create.run({
      market: draft.market,
      coin: draft.coin,
      lock_days: Number(draft.lock),
      apr_bps: apr,
      min_amount: draft.min,
    });
    if (answer) onDone();
  };
  return (
    <CreateForm
      name="staking-pool"
      title={t('staking.new')}
      heading="h2"
      ready={ready}
      pending={create.pending}
      error={create.error}
      submitLabel={t('staking.create')}
      onSubmit={submit}
    >
      {field('market', t('staking.market'), undefined, { maxLength: 2 })}
      <label className={styles.selectField} htmlFor={coinId}>
        {t('staking.coin')}
        <select id={coinId} value={draft.coin} onChange={(e) => change({ coin: e.target.value as Coin })}>
          {COINS.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </label>
      {field('lock', t('staking.lock'), undefined, { inputMode: 'numeric' })}
      {field('apr', t('staking.apr'), undefined, { inputMode: 'decimal' })}
      {field('min', t('staking.min'), undefined, { inputMode: 'decimal' })}
    </CreateForm>
  );
}
