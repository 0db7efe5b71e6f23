import { useRef, useState } from 'react';
import { Link } from '../../app/router/link.tsx';
import { useParams } from '../../app/router/route-context.ts';
import { formatAmount, formatDate } from '../../i18n/formats.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { Button, buttonClassName } from '../../ui/button.tsx';
import { Empty } from '../../ui/empty.tsx';
import { Input } from '../../ui/input.tsx';
import { LoadFailed, LoginFirst } from '../../ui/page-states.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import styles from './invest.module.css';
import {
  type InvestPosition,
  type InvestProduct,
  useInvestPositions,
  useInvestProducts,
  useInvestRedeem,
  useInvestSubscribe,
  useUserId,
} from './queries.ts';

const pct = (bps: number) => `${(bps / 100).toFixed(2)}%`;

/** /invest (products and my holdings), /invest/<id> (a product, subscribe), /invest/positions (my positions). */
export default function InvestPage() {
  const params = useParams<{ _splat?: string }>();
  const sub = params._splat ?? '';
  if (sub === 'positions') return <PositionsView />;
  if (/^\d+$/.test(sub)) return <ProductView id={Number(sub)} />;
  return <ProductsView />;
}

function ProductsView() {
  const { t } = useTranslation('invest');
  const products = useInvestProducts();
  const loggedIn = useUserId() > 0;
  return (
    <section className={styles.page} aria-labelledby="page-title" data-testid="invest-page">
      <div className={styles.head}>
        <h1 id="page-title" className={styles.title}>
          {t('title')}
        </h1>
        {loggedIn ? (
          <Link to="/invest/positions" className={buttonClassName({ size: 'sm', variant: 'ghost' })}>
            {t('myPositions')}
          </Link>
        ) : null}
      </div>
      <p className={styles.lead}>{t('lead')}</p>
      {products.isPending ? (
        <Skeleton height="3rem" radius="md" />
      ) : products.isError ? (
        <LoadFailed retry={products.refetch} />
      ) : products.data.products.length === 0 ? (
        <Empty title={t('noProducts')} />
      ) : (
        <ul className={styles.list}>
          {products.data.products.map((p) => (
            <ProductCard key={p.id} product={p} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ProductCard({ product: p }: { product: InvestProduct }) {
  const { t, locale } = useTranslation('invest');
  return (
    <li className={styles.panel} data-testid="invest-product">
      <div className={styles.head}>
        <strong>{p.name}</strong>
        <span className={styles.apr}>{pct(p.apr_bps)}</span>
      </div>
      <p className={styles.muted}>
        {p.kind === 'fixed' ? t('fixedTerm', { days: p.term_days }) : t('flexible')} ·{' '}
        {t('minimum', { amount: formatAmount(p.min_amount, { locale }) })}
      </p>
      {p.mine !== '0' ? <p>{t('holding', { amount: formatAmount(p.mine, { locale }) })}</p> : null}
      <Link to={`/invest/${p.id}`} className={buttonClassName({ variant: 'primary' })}>
        {t('subscribe')}
      </Link>
    </li>
  );
}

function ProductView({ id }: { id: number }) {
  const { t, locale } = useTranslation('invest');
  const products = useInvestProducts();
  const loggedIn = useUserId() > 0;
  const subscribe = useInvestSubscribe();
  const [amount, setAmount] = useState('');
  const intent = useRef<string | null>(null);
  const product = products.data?.products.find((p) => p.id === id);
  const submit = () => {
    if (!product) return;
    intent.current ??= crypto.randomUUID();
    subscribe.mutate(
      { product_id: product.id, amount: amount.trim(), key: intent.current },
      {
        onSuccess: () => {
          intent.current = null;
          setAmount('');
        },
      },
    );
  };
  const used = product ? Number(product.subscribed) / Math.max(Number(product.total_cap), 1) : 0;
  return (
    <section className={styles.page} aria-labelledby="page-title" data-testid="invest-product-page">
      {products.isPending ? (
        <Skeleton height="3rem" radius="md" />
      ) : products.isError ? (
        <LoadFailed retry={products.refetch} />
      ) : !product ? (
        <Empty title={t('notFound')} />
      ) : (
        <>
          <h1 id="page-title" className={styles.title}>
            {product.name}
          </h1>
          <div className={styles.panel}>
            <div className={styles.row}>
              <span>{t('apr')}</span>
              <span className={styles.apr}>{pct(product.apr_bps)}</span>
            </div>
            <div className={styles.row}>
              <span>{t('term')}</span>
              <span>{product.kind === 'fixed' ? t('days', { days: product.term_days }) : t('flexible')}</span>
            </div>
            <div className={styles.row}>
              <span>{t('limits')}</span>
              <span>
                {formatAmount(product.min_amount, { locale })} – {formatAmount(product.per_user_cap, { locale })} USDT
              </span>
            </div>
            {product.kind === 'fixed' ? (
              <p className={styles.muted}>{t('penaltyNote', { pct: pct(product.penalty_bps) })}</p>
            ) : (
              <p className={styles.muted}>{t('flexibleNote')}</p>
            )}
            <div className={styles.bar} role="presentation">
              <div className={styles.fill} style={{ width: `${Math.min(100, used * 100)}%` }} />
            </div>
            <p className={styles.muted}>
              {t('sold', {
                sold: formatAmount(product.subscribed, { locale }),
                cap: formatAmount(product.total_cap, { locale }),
              })}
            </p>
          </div>
          {!loggedIn ? (
            <LoginFirst backUrl={`/invest/${id}`} />
          ) : (
            <form
              className={styles.panel}
              onSubmit={(e) => {
                e.preventDefault();
                submit();
              }}
            >
              <Input
                label={t('amount')}
                inputMode="decimal"
                value={amount}
                onChange={(e) => setAmount(e.target.value)}
                suffix="USDT"
                data-testid="invest-amount"
                error={subscribe.isError ? t('failed') : undefined}
              />
              {subscribe.data ? (
                <p role="status" data-testid="invest-done">
                  {t('subscribed', { amount: formatAmount(subscribe.data.position.principal, { locale }) })}
                </p>
              ) : null}
              <Button type="submit" loading={subscribe.isPending} disabled={amount.trim() === ''}>
                {t('subscribe')}
              </Button>
              <Link to="/invest/positions" className={buttonClassName({ variant: 'ghost' })}>
                {t('myPositions')}
              </Link>
            </form>
          )}
        </>
      )}
    </section>
  );
}

function PositionsView() {
  const { t } = useTranslation('invest');
  const loggedIn = useUserId() > 0;
  const positions = useInvestPositions(loggedIn);
  return (
    <section className={styles.page} aria-labelledby="page-title" data-testid="invest-positions">
      <div className={styles.head}>
        <h1 id="page-title" className={styles.title}>
          {t('myPositions')}
        </h1>
        <Link to="/invest" className={buttonClassName({ size: 'sm', variant: 'ghost' })}>
          {t('products')}
        </Link>
      </div>
      {!loggedIn ? (
        <LoginFirst backUrl="/invest/positions" />
      ) : positions.isPending ? (
        <Skeleton height="3rem" radius="md" />
      ) : positions.isError ? (
        <LoadFailed retry={positions.refetch} />
      ) : positions.data.positions.length === 0 ? (
        <Empty title={t('noPositions')} />
      ) : (
        <ul className={styles.list}>
          {positions.data.positions.map((p) => (
            <PositionItem key={p.id} position={p} />
          ))}
        </ul>
      )}
    </section>
  );
}

function PositionItem({ position: p }: { position: InvestPosition }) {
  const { t, locale } = useTranslation('invest');
  const redeem = useInvestRedeem();
  return (
    <li className={styles.panel} data-testid="invest-position" data-status={p.status}>
      <div className={styles.head}>
        <strong>{p.product_name}</strong>
        <span>{t(`status.${p.status}`)}</span>
      </div>
      <div className={styles.row}>
        <span>{t('principal')}</span>
        <span>{formatAmount(p.principal, { locale })} USDT</span>
      </div>
      <div className={styles.row}>
        <span>{p.status === 'active' ? t('accrued') : t('interestPaid')}</span>
        <span data-testid="invest-interest">+{formatAmount(p.interest, { locale })} USDT</span>
      </div>
      {p.penalty !== '0' ? (
        <div className={styles.row}>
          <span>{t('penalty')}</span>
          <span>-{formatAmount(p.penalty, { locale })} USDT</span>
        </div>
      ) : null}
      <p className={styles.muted}>
        {formatDate(p.started_at)}
        {p.matures_at ? ` → ${formatDate(p.matures_at)}` : ''}
      </p>
      {p.status === 'active' ? (
        <Button
          variant="secondary"
          loading={redeem.isPending}
          onClick={() => redeem.mutate({ position_id: p.id })}
          data-testid="invest-redeem"
        >
          {p.matures_at && p.matures_at * 1000 > Date.now() ? t('redeemEarly') : t('redeem')}
        </Button>
      ) : null}
      {redeem.isError ? <p className={styles.error}>{t('failed')}</p> : null}
    </li>
  );
}
