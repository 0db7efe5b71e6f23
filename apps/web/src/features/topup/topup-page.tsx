import { ErrorCode } from '@arcadia/contract';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../api/api-error.ts';
import { apiErrorText } from '../../api/client.ts';
import { Link } from '../../app/router/link.tsx';
import { useSearch } from '../../app/router/route-context.ts';
import { formatAmount, formatDate } from '../../i18n/formats.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { Button, buttonClassName } from '../../ui/button.tsx';
import { Empty } from '../../ui/empty.tsx';
import { Input } from '../../ui/input.tsx';
import { LoadFailed, LoginFirst } from '../../ui/page-states.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { type Shop, type ShopPackage, useBuy, useOrdersQuery, useShopQuery, useUserId } from './queries.ts';
import styles from './topup.module.css';

const MCH = /^[a-z0-9_]{2,40}$/;

/** The link's game and merchant, or nothing when they are not ids. */
export function parseTarget(search: URLSearchParams): { gameId: number; mchId: string } | undefined {
  const gameId = Number(search.get('gameId'));
  const mchId = search.get('mchId') ?? '';
  if (!Number.isInteger(gameId) || gameId <= 0 || gameId > 2_147_483_647 || !MCH.test(mchId)) return undefined;
  return { gameId, mchId };
}

/** /task/recharge?gameId&mchId: buy a partner game's in-game currency with USDT or KC. */
export default function TopupPage() {
  const { t } = useTranslation('tasks');
  const target = parseTarget(useSearch());
  const shop = useShopQuery(target?.gameId ?? 0, target?.mchId ?? '', Boolean(target));
  return (
    <section className={styles.page} aria-labelledby="page-title" data-testid="topup-page">
      <h1 id="page-title" className={styles.title}>
        {t('topup.title')}
      </h1>
      {!target ? (
        <NoShop />
      ) : shop.isPending ? (
        <Skeleton height="3rem" radius="md" />
      ) : shop.isError ? (
        <LoadFailed retry={shop.refetch} title={t('topup.loadFailed')} />
      ) : !shop.data.game || !shop.data.merchant || shop.data.packages.length === 0 ? (
        <NoShop />
      ) : (
        <ShopView shop={shop.data} gameId={target.gameId} />
      )}
    </section>
  );
}

function NoShop() {
  const { t } = useTranslation('tasks');
  return (
    <div data-testid="topup-none">
      <Empty
        title={t('topup.none')}
        description={t('topup.noneBody')}
        action={
          <Link to="/library" className={buttonClassName({ variant: 'secondary' })}>
            {t('topup.library')}
          </Link>
        }
      />
    </div>
  );
}

function ShopView({ shop, gameId }: { shop: Shop; gameId: number }) {
  const { t } = useTranslation('tasks');
  const userId = useUserId();
  const game = shop.game as NonNullable<Shop['game']>;
  const merchant = shop.merchant as NonNullable<Shop['merchant']>;
  const back = `/task/recharge?gameId=${gameId}&mchId=${merchant.id}`;
  return (
    <>
      <div className={styles.game}>
        <img className={styles.icon} src={game.icon} alt="" width={56} height={56} />
        <div>
          <p className={styles.name} data-testid="topup-game">
            {game.name}
          </p>
          <p className={styles.muted}>{t('topup.soldBy', { merchant: merchant.name })}</p>
        </div>
      </div>
      {userId > 0 ? (
        <>
          <BuyForm shop={shop} gameId={gameId} userId={userId} />
          <History userId={userId} gameId={gameId} />
        </>
      ) : (
        <>
          <Packages packages={shop.packages} selected={undefined} onSelect={() => {}} coin="USDT" />
          <LoginFirst backUrl={back} title={t('topup.loginTitle')} body={t('topup.loginBody')} />
        </>
      )}
    </>
  );
}

function Packages(props: {
  packages: ShopPackage[];
  selected: string | undefined;
  onSelect: (sku: string) => void;
  coin: 'USDT' | 'KC';
}) {
  const { t, locale } = useTranslation('tasks');
  return (
    <fieldset className={styles.grid}>
      <legend className="visually-hidden">{t('topup.packages')}</legend>
      {props.packages.map((p) => (
        <button
          key={p.sku}
          type="button"
          className={styles.pack}
          aria-pressed={props.selected === p.sku}
          onClick={() => props.onSelect(p.sku)}
          data-testid={`topup-pack-${p.sku}`}
        >
          <span className={styles.name}>
            {formatAmount(String(p.amount), { locale, decimals: 0 })} {p.unit}
          </span>
          {p.bonus > 0 ? (
            <span className={styles.bonus}>
              {t('topup.bonus', { n: formatAmount(String(p.bonus), { locale, decimals: 0 }) })}
            </span>
          ) : null}
          <span className={styles.muted}>
            {props.coin === 'USDT'
              ? `${formatAmount(p.price_usdt, { locale })} USDT`
              : `${formatAmount(p.price_kc, { locale, decimals: 0 })} KC`}
          </span>
        </button>
      ))}
    </fieldset>
  );
}

function BuyForm({ shop, gameId, userId }: { shop: Shop; gameId: number; userId: number }) {
  const { t } = useTranslation('tasks');
  const merchant = shop.merchant as NonNullable<Shop['merchant']>;
  const [sku, setSku] = useState(shop.packages[0]?.sku);
  const [coin, setCoin] = useState<'USDT' | 'KC'>('USDT');
  const [account, setAccount] = useState('');
  const [error, setError] = useState<string>();
  const [message, setMessage] = useState<{ text: string; short?: boolean }>();
  const [key, setKey] = useState(() => crypto.randomUUID());
  const buy = useBuy(userId, gameId);
  async function submit(event: FormEvent) {
    event.preventDefault();
    setMessage(undefined);
    const id = account.trim();
    let rule: RegExp | undefined;
    try {
      rule = new RegExp(merchant.account_pattern);
    } catch {
      rule = undefined;
    }
    if (!id || (rule && !rule.test(id))) {
      setError(t('topup.accountInvalid', { label: merchant.account_label, example: merchant.account_example }));
      return;
    }
    setError(undefined);
    if (!sku) return;
    try {
      await buy.mutateAsync({ game_id: gameId, mch_id: merchant.id, sku, account_id: id, coin, key });
      setMessage({ text: t('topup.placed') });
      setKey(crypto.randomUUID());
    } catch (failure) {
      const fields = failure instanceof ApiError ? (failure.data as Record<string, string[]> | null) : null;
      if (fields && typeof fields === 'object' && 'account_id' in fields)
        setError(t('topup.accountInvalid', { label: merchant.account_label, example: merchant.account_example }));
      else if (failure instanceof ApiError && failure.code === ErrorCode.INSUFFICIENT_BALANCE)
        setMessage({ text: t('topup.short', { coin }), short: true });
      else setMessage({ text: apiErrorText(failure) });
    }
  }
  return (
    <form className={styles.panel} onSubmit={submit} noValidate>
      <Packages packages={shop.packages} selected={sku} onSelect={setSku} coin={coin} />
      <Input
        label={merchant.account_label}
        hint={t('topup.accountHint', { example: merchant.account_example })}
        value={account}
        onChange={(e) => setAccount(e.target.value)}
        error={error}
        autoComplete="off"
        maxLength={40}
        data-testid="topup-account"
      />
      <fieldset className={styles.coins}>
        <legend className="visually-hidden">{t('topup.payWith')}</legend>
        {(['USDT', 'KC'] as const).map((c) => (
          <button
            key={c}
            type="button"
            className={styles.coin}
            aria-pressed={coin === c}
            onClick={() => setCoin(c)}
            data-testid={`topup-coin-${c}`}
          >
            {t('topup.payIn', { coin: c })}
          </button>
        ))}
      </fieldset>
      <Button type="submit" variant="accent" block loading={buy.isPending} data-testid="topup-buy">
        {t('topup.buy')}
      </Button>
      {message ? (
        <p role="status" className={message.short ? styles.error : styles.muted} data-testid="topup-message">
          {message.text}
          {message.short ? (
            <>
              {' '}
              <Link
                to={`/user/payment?backUrl=${encodeURIComponent(`/task/recharge?gameId=${gameId}&mchId=${merchant.id}`)}`}
              >
                {t('topup.recharge')}
              </Link>
            </>
          ) : null}
        </p>
      ) : null}
    </form>
  );
}

function History({ userId, gameId }: { userId: number; gameId: number }) {
  const { t, locale } = useTranslation('tasks');
  const [waiting, setWaiting] = useState(false);
  const orders = useOrdersQuery(userId, gameId, waiting);
  const list = orders.data?.list ?? [];
  const open = list.some((o) => o.status === 'paid' || o.status === 'created');
  if (open !== waiting) setWaiting(open);
  return (
    <section className={styles.panel} aria-labelledby="topup-history">
      <h2 id="topup-history" className={styles.name}>
        {t('topup.history')}
      </h2>
      {orders.isPending ? (
        <Skeleton height="1rem" radius="md" />
      ) : list.length === 0 ? (
        <p className={styles.muted}>{t('topup.noOrders')}</p>
      ) : (
        <ul className={styles.list} data-testid="topup-orders">
          {list.map((o) => (
            <li key={o.order_id} className={styles.order} data-testid="topup-order" data-status={o.status}>
              <div>
                <p className={styles.name}>{o.package_name}</p>
                <p className={styles.muted}>
                  {t('topup.to', { account: o.account_id })} · {formatAmount(o.price, { locale })} {o.coin} ·{' '}
                  {formatDate(o.created_at)}
                </p>
                {o.status === 'failed' && o.reason ? <p className={styles.muted}>{o.reason}</p> : null}
              </div>
              <span className={styles.status} data-status={o.status}>
                {t(`topup.status.${o.status}`)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
