import { useState } from 'react';
import { useTranslation } from '../../../i18n/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import { Empty } from '../../../ui/empty.tsx';
import { STOPPED_KEY } from '../session-end.ts';
import { FortuneMark } from './fortune-logo.tsx';
import { LoginDialog } from './login-dialog.tsx';
import styles from './shell.module.css';

function stoppedThisSession(): boolean {
  try {
    return sessionStorage.getItem(STOPPED_KEY) === '1';
  } catch {
    return false;
  }
}

/** No user id stored: Fortune's login dialog opens by itself (not after the player chose "stop" in this session). */
export function LoginGate() {
  const { t } = useTranslation('fortune');
  const [open, setOpen] = useState(() => !stoppedThisSession());
  return (
    <div className={styles.centered} data-testid="fortune-login-gate">
      <Empty
        art={<FortuneMark size="0.72rem" />}
        title={t('login.gateTitle')}
        description={t('login.gateText')}
        action={
          <Button size="lg" onClick={() => setOpen(true)} data-testid="fortune-login-open">
            {t('login.open')}
          </Button>
        }
      />
      <LoginDialog open={open} onClose={() => setOpen(false)} />
    </div>
  );
}
