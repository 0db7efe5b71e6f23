import { useState } from 'react';
import { useTranslation } from '../i18n/i18n.ts';
import { Button } from '../ui/button.tsx';
import { NumberInput } from '../ui/number-input.tsx';
import { Sheet } from '../ui/sheet.tsx';
import type { StockDrawerType } from './overlay-store.ts';
import styles from './overlays.module.css';

export interface StockDrawerProps {
  open: boolean;
  type: StockDrawerType;
  onClose: () => void;
  symbol?: string;
  /** The amount as a decimal string (never a float). */
  onSubmit?: (amount: string) => void;
}

/** Stock drawers (spec section 2): BUY_DRAWER and SELL_DRAWER, an amount and a confirm. */
export function StockDrawer({ open, type, onClose, symbol, onSubmit }: StockDrawerProps) {
  const { t } = useTranslation();
  const [amount, setAmount] = useState('');
  const verb = type === 'BUY_DRAWER' ? t('stock.buy') : t('stock.sell');
  return (
    <Sheet open={open} onClose={onClose} title={symbol ? `${verb} ${symbol}` : verb} testId="stock-drawer">
      <div className={styles.field} data-type={type}>
        <NumberInput label={t('stock.amount')} value={amount} onValueChange={setAmount} decimals={8} />
      </div>
      <Button
        block
        variant={type === 'BUY_DRAWER' ? 'primary' : 'danger'}
        disabled={!amount || /^0*\.?0*$/.test(amount)}
        onClick={() => {
          onSubmit?.(amount);
          onClose();
        }}
      >
        {verb}
      </Button>
    </Sheet>
  );
}
