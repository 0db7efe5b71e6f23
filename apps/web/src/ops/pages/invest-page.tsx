import { opsInvestProductCreate, opsInvestProductStatus, opsInvestProducts } from '@arcadia/contract/ops/index';
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

type Row = z.output<typeof opsInvestProducts.response>['list'][number];
type Kind = 'fixed' | 'flexible';

const isAmount = (a: string) => /^\d{1,12}(\.\d{1,6})?$/.test(a);
const isInt = (v: string, min: number, max: number) => /^\d{1,5}$/.test(v) && Number(v) >= min && Number(v) <= max;
/** "9.5" (percent) as basis points (950), or undefined. */
export const bpsOf = (percent: string) =>
  /^\d{1,3}(\.\d{1,2})?$/.test(percent.trim()) ? Math.round(Number(percent) * 100) : undefined;
const pct = (bps: number) => `${(bps / 100).toFixed(2)}%`;

/**
 * Invest (docs/invest.md, "Operator"): every market's products with the principal subscribed and the running
 * positions, a form to create one (APR, term, minimum, caps, market), and pause / resume. Each change is audited.
 */
export default function InvestPage() {
  const { t } = useT();
  const pages = useMarketPages();
  const list = useOpsQuery(opsInvestProducts, { market: pages.market, page: pages.page });
  return (
    <Page title={t('invest.title')} actions={<RefreshButton onClick={list.reload} />}>
      <p className={styles.note}>{t('invest.hint')}</p>
      <ProductForm onDone={list.reload} />
      <MarketFilter label={t('invest.marketFilter')} pages={pages} />
      <Section id="invest-products" title={t('invest.products')} onRefresh={list.reload}>
        <QueueItems
          query={list}
          emptyText={t('invest.empty')}
          render={(r: Row) => <ProductCard key={r.product.id} row={r} onDone={list.reload} />}
        />
        <Pager page={pages.page} hasMore={Boolean(list.data?.has_more)} onPage={pages.setPage} />
      </Section>
    </Page>
  );
}

function ProductCard({ row, onDone }: { row: Row; onDone: () => void }) {
  const { t } = useT();
  const setStatus = useOpsAction(opsInvestProductStatus);
  const p = row.product;
  const open = p.status === 'open';
  const toggle = async () => {
    if (await setStatus.run({ product_id: p.id, status: open ? 'closed' : 'open' })) onDone();
  };
  return (
    <article className={styles.card} data-testid={`ops-invest-product-${p.id}`}>
      <header className={styles.pageHead}>
        <h3 className={styles.cardTitle}>{p.name}</h3>
        <StatusTag status={open ? 'review' : 'done'} label={t(open ? 'invest.state.open' : 'invest.state.paused')} />
      </header>
      <Facts
        items={[
          [t('invest.market'), p.market.toUpperCase()],
          [
            t('invest.terms'),
            `${t(`invest.kind.${p.kind}`)} · ${pct(p.apr_bps)}${p.kind === 'fixed' ? ` · ${p.term_days} d` : ''}`,
          ],
          [t('invest.subscribed'), `${p.subscribed} / ${p.total_cap} ${p.coin}`],
          [t('invest.positions'), String(row.active_positions)],
          [t('invest.limits'), `${p.min_amount} – ${p.per_user_cap} ${p.coin}`],
        ]}
      />
      {setStatus.error ? <ErrorNote error={setStatus.error} /> : null}
      <Button
        variant={open ? 'secondary' : 'primary'}
        size="sm"
        loading={setStatus.pending}
        onClick={toggle}
        data-testid={`ops-invest-toggle-${p.id}`}
      >
        {t(open ? 'invest.pause' : 'invest.resume')}
      </Button>
    </article>
  );
}

function ProductForm({ onDone }: { onDone: () => void }) {
  const { t } = useT();
  const create = useOpsAction(opsInvestProductCreate);
  const kindId = useId();
  const { draft, setDraft, change, field } = useDraft(
    () => ({
      market: '',
      name: '',
      kind: 'fixed' as Kind,
      apr: '',
      term: '30',
      penalty: '1',
      min: '1',
      perUser: '5000',
      total: '200000',
    }),
    () => create.reset(),
  );
  const fixed = draft.kind === 'fixed';
  const apr = bpsOf(draft.apr);
  const penalty = bpsOf(draft.penalty);
  const ready =
    isMarket(draft.market) &&
    draft.name.trim() !== '' &&
    apr !== undefined &&
    apr > 0 &&
    (!fixed || (isInt(draft.term, 1, 3650) && penalty !== undefined)) &&
    isAmount(draft.min) &&
    isAmount(draft.perUser) &&
    isAmount(draft.total);
  const submit = async () => {
    if (apr === undefined) return;
    const answer = await create.run({
      market: draft.market,
      name: draft.name,
      kind: draft.kind,
      apr_bps: apr,
      term_days: fixed ? Number(draft.term) : 0,
      penalty_bps: fixed ? (penalty ?? 0) : 0,
      min_amount: draft.min,
      per_user_cap: draft.perUser,
      total_cap: draft.total,
    });
    if (answer) {
      setDraft((d) => ({ ...d, name: '' }));
      onDone();
    }
  };
  return (
    <CreateForm
      name="invest-product"
      title={t('invest.new')}
      heading="h2"
      ready={ready}
      pending={create.pending}
      error={create.error}
      submitLabel={t('invest.create')}
      onSubmit={submit}
    >
      {field('market', t('invest.market'), undefined, { maxLength: 2 })}
      {field('name', t('invest.name'), undefined, { maxLength: 80 })}
      <label className={styles.selectField} htmlFor={kindId}>
        {t('invest.kindLabel')}
        <select id={kindId} value={draft.kind} onChange={(e) => change({ kind: e.target.value as Kind })}>
          <option value="fixed">{t('invest.kind.fixed')}</option>
          <option value="flexible">{t('invest.kind.flexible')}</option>
        </select>
      </label>
      {field('apr', t('invest.apr'), undefined, { inputMode: 'decimal' })}
      {fixed ? field('term', t('invest.term'), undefined, { inputMode: 'numeric' }) : null}
      {fixed ? field('penalty', t('invest.penalty'), undefined, { inputMode: 'decimal' }) : null}
      {field('min', t('invest.min'), undefined, { inputMode: 'decimal' })}
      {field('perUser', t('invest.perUser'), undefined, { inputMode: 'decimal' })}
      {field('total', t('invest.total'), undefined, { inputMode: 'decimal' })}
    </CreateForm>
  );
}
