import { useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/i18n.ts';
import { DIALING_CODES } from '../../i18n/markets.ts';
import { Input } from '../../ui/input.tsx';
import { List, ListItem } from '../../ui/list.tsx';
import { Sheet } from '../../ui/sheet.tsx';
import { useLoginState } from './login-state.ts';
import styles from './user.module.css';

/** Phone number with the market dialing-code picker (spec section 5). */
export function PhoneField({ error }: { error?: string }) {
  const { t, locale } = useTranslation('user');
  const { dialCode, phone, setDialCode, setPhone } = useLoginState();
  const [picking, setPicking] = useState(false);
  const regions = useMemo(() => new Intl.DisplayNames([locale], { type: 'region' }), [locale]);

  const picker = (
    <button
      type="button"
      className={styles.dialButton}
      onClick={() => setPicking(true)}
      aria-label={t('phone.dialCodeLabel', { code: dialCode })}
      data-testid="dial-code"
    >
      {dialCode} <span aria-hidden="true">▾</span>
    </button>
  );

  return (
    <>
      <Input
        label={t('phone.label')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder={t('phone.placeholder')}
        value={phone}
        onChange={(event) => setPhone(event.target.value)}
        prefix={picker}
        error={error}
        name="phone"
        data-testid="phone-input"
      />
      <Sheet open={picking} onClose={() => setPicking(false)} title={t('phone.pickTitle')} testId="dial-code-sheet">
        <List inset>
          {DIALING_CODES.map(({ market, prefix }) => (
            <ListItem
              key={market}
              title={regions.of(market.toUpperCase()) ?? market}
              trailing={<span className={prefix === dialCode ? styles.selected : undefined}>{prefix}</span>}
              testId={`dial-${market}`}
              onClick={() => {
                setDialCode(prefix);
                setPicking(false);
              }}
            />
          ))}
        </List>
      </Sheet>
    </>
  );
}
