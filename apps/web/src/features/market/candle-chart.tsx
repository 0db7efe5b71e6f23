import { useEffect, useRef } from 'react';
import styles from './market.module.css';
import type { Candles } from './queries.ts';

/** Candles drawn by TradingView lightweight-charts, loaded on demand so it stays out of the page chunk. */
export function CandleChart({
  candles,
  label,
  credit,
  locale,
}: {
  candles: Candles;
  label: string;
  credit: string;
  locale: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    let dispose: (() => void) | undefined;
    let cancelled = false;
    void import('lightweight-charts').then(({ createChart, CandlestickSeries }) => {
      if (cancelled) return;
      const css = getComputedStyle(el);
      const chart = createChart(el, {
        autoSize: true,
        localization: { locale },
        // The built-in logo injects a <style> tag the CSP refuses; the attribution is the link under the chart.
        layout: { background: { color: 'transparent' }, textColor: css.color || '#666', attributionLogo: false },
        grid: { vertLines: { visible: false }, horzLines: { visible: false } },
        timeScale: { timeVisible: true },
      });
      const series = chart.addSeries(CandlestickSeries, {
        upColor: '#1a7f37',
        downColor: '#c62828',
        borderVisible: false,
        wickUpColor: '#1a7f37',
        wickDownColor: '#c62828',
      });
      series.setData(
        candles.map((c) => ({
          time: c.t as never,
          open: Number(c.o),
          high: Number(c.h),
          low: Number(c.l),
          close: Number(c.c),
        })),
      );
      chart.timeScale().fitContent();
      dispose = () => chart.remove();
    });
    return () => {
      cancelled = true;
      dispose?.();
    };
  }, [candles, locale]);
  return (
    <figure className={styles.figure}>
      <figcaption className="visually-hidden">{label}</figcaption>
      <div ref={box} className={styles.chart} data-testid="market-chart" />
      <a className={styles.credit} href="https://www.tradingview.com/" target="_blank" rel="noopener noreferrer">
        {credit}
      </a>
    </figure>
  );
}
