import { Button } from '../ui/button.tsx';
import { Input } from '../ui/input.tsx';
import { type Translate, useT } from './i18n.ts';
import styles from './ops.module.css';

/** Form helpers the Fortune campaign and popup pages share; the server checks every field again. */

export const HOUR_MS = 3600 * 1000;

/** A whole number typed in a field, when it lies in [min, max]; else undefined. */
export function wholeIn(text: string, min: number, max: number): number | undefined {
  if (!/^-?\d{1,7}$/.test(text.trim())) return undefined;
  const n = Number(text.trim());
  return n >= min && n <= max ? n : undefined;
}

/** "vn, br" as a list of market codes; undefined when one is not two letters. */
export function marketsOf(text: string): string[] | undefined {
  const list = text
    .toLowerCase()
    .split(/[\s,]+/)
    .filter(Boolean);
  return list.every((m) => /^[a-z]{2}$/.test(m)) ? list : undefined;
}

/** A datetime-local value (the operator's time zone) as seconds, or undefined. */
export function secondsOf(local: string): number | undefined {
  const ms = new Date(local).getTime();
  return local && Number.isFinite(ms) ? Math.floor(ms / 1000) : undefined;
}

/** A datetime-local value `fromNowMs` from now. */
export function localIn(fromNowMs: number): string {
  const d = new Date(Date.now() + fromNowMs);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export const marketsText = (markets: string[], t: Translate) =>
  markets.length === 0 ? t('fortuneCampaigns.allMarkets') : markets.join(', ').toUpperCase();

export function MarketsInput({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useT();
  return (
    <Input
      label={t('fortuneCampaigns.markets')}
      hint={t('fortuneCampaigns.marketsHint')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={marketsOf(value) === undefined ? t('fortuneCampaigns.invalidMarkets') : undefined}
    />
  );
}

export function Pager({ page, hasMore, onPage }: { page: number; hasMore: boolean; onPage: (page: number) => void }) {
  const { t } = useT();
  if (page === 1 && !hasMore) return null;
  return (
    <div className={styles.row}>
      <Button size="sm" variant="secondary" disabled={page === 1} onClick={() => onPage(page - 1)}>
        {t('common.newer')}
      </Button>
      <Button size="sm" variant="secondary" disabled={!hasMore} onClick={() => onPage(page + 1)}>
        {t('common.older')}
      </Button>
    </div>
  );
}
