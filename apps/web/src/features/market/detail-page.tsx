import { useRef, useState } from 'react';
import { ApiError } from '../../api/api-error.ts';
import { apiErrorText } from '../../api/client.ts';
import { Link } from '../../app/router/link.tsx';
import { useSearch } from '../../app/router/route-context.ts';
import { formatAmount } from '../../i18n/formats.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { Button, buttonClassName } from '../../ui/button.tsx';
import { Empty } from '../../ui/empty.tsx';
import { Input } from '../../ui/input.tsx';
import { LoadFailed, LoginFirst } from '../../ui/page-states.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { showToast } from '../../ui/toast.tsx';
import { CandleChart } from './candle-chart.tsx';
import styles from './market.module.css';
import {
  changePct,
  changeTone,
  type DraftErrors,
  formatPrice,
  orderFields,
  referenceLine,
  splitSymbol,
  validateOrder,
} from './market-format.ts';
import {
  type Candles,
  type Interval,
  type MarketTicker,
  useMarketCandles,
  useMarketDepth,
  useMarketPairs,
  useMarketTrades,
  usePlaceOrder,
  useReferencePrices,
  useUserId,
} from './queries.ts';

const INTERVALS: Interval[] = ['1m', '5m', '1h', '1d'];
const FIRST_INTERVAL: Interval = '1h';

/** /market/detail?symbol=XGT_USDT: ticker, candles, order book, recent trades and the order form. */
export default function MarketDetailPage() {
  const { t } = useTranslation('market');
  const symbol = useSearch().get('symbol') ?? '';
  const pairs = useMarketPairs();
  const pair = pairs.data?.list.find((p) => p.symbol === symbol);
  // The ticker's reference line and the chart panel's first answer shape the top of the page: it shows with them,
  // so the order form never jumps down (or up) under the player's thumb.
  const refs = useReferencePrices();
  const candles = useMarketCandles(symbol, FIRST_INTERVAL);
  const loading = pairs.isPending || (pair !== undefined && (refs.isPending || candles.isPending));
  return (
    <section className={styles.page} aria-labelledby="page-title" data-testid="market-detail">
      {loading ? (
        <Skeleton height="3rem" radius="md" />
      ) : pairs.isError ? (
        <LoadFailed retry={pairs.refetch} />
      ) : !pair ? (
        <Empty title={t('notFound')} />
      ) : (
        <>
          <TickerHeader pair={pair} />
          <ChartPanel symbol={symbol} />
          {pair.halted ? (
            <p className={styles.panel} role="status" data-testid="market-paused">
              <strong>{t('paused')}</strong> {t('pausedHint')}
            </p>
          ) : (
            <OrderForm symbol={symbol} last={pair.last} />
          )}
          <BookPanel symbol={symbol} />
          <TradesPanel symbol={symbol} />
        </>
      )}
    </section>
  );
}

function TickerHeader({ pair: p }: { pair: MarketTicker }) {
  const { t, locale } = useTranslation('market');
  const refs = useReferencePrices().data?.list.find((r) => r.symbol === p.symbol)?.refs ?? [];
  return (
    <div className={styles.panel}>
      <div className={styles.head}>
        <h1 id="page-title" className={styles.title}>
          {p.base}/{p.quote}
        </h1>
        <Link to="/market/history" className={buttonClassName({ size: 'sm', variant: 'ghost' })}>
          {t('myOrders')}
        </Link>
      </div>
      <div className={styles.head}>
        <span className={`${styles.big} ${styles[changeTone(p.change_bps)]}`} data-testid="market-last">
          {formatPrice(p.last, locale)}
        </span>
        <span className={styles[changeTone(p.change_bps)]}>{changePct(p.change_bps)}</span>
      </div>
      {p.stock_id ? <p className={styles.muted}>{t('stockId', { id: p.stock_id })}</p> : null}
      {refs.length > 0 ? (
        <p className={styles.muted} data-testid="market-detail-refs">
          <span className="visually-hidden">{t('references')}: </span>
          {referenceLine(refs, locale)}
        </p>
      ) : null}
      <div className={styles.stats}>
        <span>
          <span className={styles.muted}>{t('high')}</span>
          <br />
          {formatPrice(p.high, locale)}
        </span>
        <span>
          <span className={styles.muted}>{t('low')}</span>
          <br />
          {formatPrice(p.low, locale)}
        </span>
        <span>
          <span className={styles.muted}>{t('vol', { coin: p.base })}</span>
          <br />
          {formatAmount(p.volume, { locale })}
        </span>
      </div>
    </div>
  );
}

function ChartPanel({ symbol }: { symbol: string }) {
  const { t, locale } = useTranslation('market');
  const [interval, setInterval] = useState<Interval>(FIRST_INTERVAL);
  const candles = useMarketCandles(symbol, interval);
  const [shown, setShown] = useState(chartChosen);
  const choose = (on: boolean) => {
    try {
      localStorage.setItem(CHART_CHOICE, on ? '1' : '0');
    } catch {
      // Private mode: the choice lasts for this page only.
    }
    setShown(on);
  };
  return (
    <div className={styles.panel}>
      <fieldset className={styles.segment} aria-label={t('interval')}>
        {INTERVALS.map((i) => (
          <Button
            key={i}
            size="sm"
            variant={i === interval ? 'primary' : 'ghost'}
            aria-pressed={i === interval}
            onClick={() => setInterval(i)}
          >
            {i}
          </Button>
        ))}
      </fieldset>
      {candles.isPending ? (
        <Skeleton height="2.2rem" radius="md" />
      ) : candles.isError ? (
        <LoadFailed retry={candles.refetch} />
      ) : candles.data.list.length === 0 ? (
        <Empty title={t('noCandles')} compact />
      ) : shown ? (
        <>
          <CandleChart
            candles={candles.data.list}
            label={t('chart', { symbol })}
            credit={t('chartBy', { name: 'TradingView' })}
            locale={locale}
          />
          <Button size="sm" variant="ghost" onClick={() => choose(false)} data-testid="market-chart-hide">
            {t('hideChart')}
          </Button>
        </>
      ) : (
        <LastCandle
          candle={candles.data.list.at(-1) as Candles[number]}
          interval={interval}
          onShow={() => choose(true)}
        />
      )}
    </div>
  );
}

/**
 * Without the chart: the latest candle in words and a button that brings the chart. The charting library is 51 KB
 * gz, half a first load again; a player who opens it once keeps it (remembered on this device).
 */
function LastCandle({ candle, interval, onShow }: { candle: Candles[number]; interval: Interval; onShow: () => void }) {
  const { t, locale } = useTranslation('market');
  const price = (v: string) => formatPrice(v, locale);
  return (
    <div className={styles.lastCandle} data-testid="market-chart-off">
      <p className={styles.muted}>
        {t('lastCandle', { interval, o: price(candle.o), h: price(candle.h), l: price(candle.l), c: price(candle.c) })}
      </p>
      <Button size="sm" variant="secondary" onClick={onShow} data-testid="market-chart-show">
        {t('showChart')}
      </Button>
    </div>
  );
}

const CHART_CHOICE = 'arcadia-market-chart';
const chartChosen = () => {
  try {
    return localStorage.getItem(CHART_CHOICE) === '1';
  } catch {
    return false;
  }
};

function BookPanel({ symbol }: { symbol: string }) {
  const { t, locale } = useTranslation('market');
  const depth = useMarketDepth(symbol);
  const side = (levels: { price: string; qty: string }[], tone: string, title: string, testId: string) => (
    <table className={styles.table} data-testid={testId}>
      <caption className="visually-hidden">{title}</caption>
      <thead>
        <tr>
          <th>{t('price')}</th>
          <th>{t('qty')}</th>
        </tr>
      </thead>
      <tbody>
        {levels.slice(0, 8).map((l) => (
          <tr key={l.price}>
            <td className={tone}>{formatPrice(l.price, locale)}</td>
            <td>{formatAmount(l.qty, { locale })}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
  return (
    <div className={styles.panel}>
      <strong>{t('orderBook')}</strong>
      {depth.isPending ? (
        <Skeleton height="1.6rem" radius="md" />
      ) : depth.isError ? (
        <LoadFailed retry={depth.refetch} />
      ) : depth.data.bids.length === 0 && depth.data.asks.length === 0 ? (
        <Empty title={t('emptyBook')} compact />
      ) : (
        <div className={styles.book}>
          {side(depth.data.bids, styles.up ?? '', t('bids'), 'market-bids')}
          {side(depth.data.asks, styles.down ?? '', t('asks'), 'market-asks')}
        </div>
      )}
    </div>
  );
}

function TradesPanel({ symbol }: { symbol: string }) {
  const { t, locale } = useTranslation('market');
  const trades = useMarketTrades(symbol);
  return (
    <div className={styles.panel}>
      <strong>{t('recentTrades')}</strong>
      {trades.isPending ? (
        <Skeleton height="1.6rem" radius="md" />
      ) : trades.isError ? (
        <LoadFailed retry={trades.refetch} />
      ) : trades.data.list.length === 0 ? (
        <Empty title={t('noTrades')} compact />
      ) : (
        <table className={styles.table} data-testid="market-trades">
          <thead>
            <tr>
              <th>{t('time')}</th>
              <th>{t('price')}</th>
              <th>{t('qty')}</th>
            </tr>
          </thead>
          <tbody>
            {trades.data.list.slice(0, 12).map((tr) => (
              <tr key={tr.id}>
                <td>{new Date(tr.ts).toLocaleTimeString(locale, { hour12: false })}</td>
                <td className={tr.side === 'buy' ? styles.up : styles.down}>{formatPrice(tr.price, locale)}</td>
                <td>{formatAmount(tr.qty, { locale })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

function OrderForm({ symbol, last }: { symbol: string; last: string }) {
  const { t } = useTranslation('market');
  const loggedIn = useUserId() > 0;
  const place = usePlaceOrder();
  const { base, quote } = splitSymbol(symbol);
  const [side, setSide] = useState<'buy' | 'sell'>('buy');
  const [type, setType] = useState<'limit' | 'market'>('limit');
  const [price, setPrice] = useState('');
  const [amount, setAmount] = useState('');
  const [errors, setErrors] = useState<DraftErrors>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const intent = useRef<string | null>(null);
  if (!loggedIn) return <LoginFirst backUrl={`/market/detail?symbol=${symbol}`} />;
  const marketBuy = type === 'market' && side === 'buy';
  const reset = () => {
    intent.current = null;
    setErrors({});
    setServerErrors({});
  };
  const submit = () => {
    const draft = { side, type, price, amount };
    const found = validateOrder(draft);
    setErrors(found);
    setServerErrors({});
    if (Object.keys(found).length > 0) return;
    intent.current ??= crypto.randomUUID();
    place.mutate(
      { symbol, side, type, ...orderFields(draft), key: intent.current },
      {
        onSuccess: (order) => {
          intent.current = null;
          setAmount('');
          showToast(order.status === 'filled' ? t('filled') : t(order.status === 'open' ? 'placed' : 'cancelledNow'), {
            type: 'success',
          });
        },
        onError: (error) => {
          const fields = error instanceof ApiError ? error.fieldErrors : {};
          if (Object.keys(fields).length > 0) {
            intent.current = null;
            setServerErrors(
              Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.join(' ')])) as Record<string, string>,
            );
          } else {
            if (error instanceof ApiError && error.business) intent.current = null;
            const halted = error instanceof ApiError && (error.data as { reason?: string } | null)?.reason === 'halted';
            showToast(halted ? t('paused') : apiErrorText(error), { type: 'error' });
          }
        },
      },
    );
  };
  const fieldError = (key: 'price' | 'amount', server: string | undefined) =>
    server ?? (errors[key] ? t(`errors.${errors[key]}`) : undefined);
  return (
    <form
      className={styles.panel}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      data-testid="market-form"
    >
      <fieldset className={styles.segment} aria-label={t('side')}>
        {(['buy', 'sell'] as const).map((s) => (
          <Button
            key={s}
            variant={s === side ? 'primary' : 'ghost'}
            aria-pressed={s === side}
            onClick={() => {
              setSide(s);
              reset();
            }}
            data-testid={`market-side-${s}`}
          >
            {t(s)}
          </Button>
        ))}
      </fieldset>
      <fieldset className={styles.segment} aria-label={t('type')}>
        {(['limit', 'market'] as const).map((ty) => (
          <Button
            key={ty}
            size="sm"
            variant={ty === type ? 'secondary' : 'ghost'}
            aria-pressed={ty === type}
            onClick={() => {
              setType(ty);
              reset();
            }}
            data-testid={`market-type-${ty}`}
          >
            {t(ty)}
          </Button>
        ))}
      </fieldset>
      {type === 'limit' ? (
        <Input
          label={t('price')}
          inputMode="decimal"
          value={price}
          placeholder={last}
          onChange={(e) => setPrice(e.target.value)}
          suffix={quote}
          data-testid="market-price"
          error={fieldError('price', serverErrors.price)}
        />
      ) : null}
      <Input
        label={marketBuy ? t('spend') : t('qty')}
        inputMode="decimal"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        suffix={marketBuy ? quote : base}
        data-testid="market-amount"
        error={fieldError('amount', marketBuy ? serverErrors.quote_amount : serverErrors.qty)}
      />
      <Button type="submit" loading={place.isPending} data-testid="market-submit">
        {t(side === 'buy' ? 'buyCoin' : 'sellCoin', { coin: base })}
      </Button>
    </form>
  );
}
