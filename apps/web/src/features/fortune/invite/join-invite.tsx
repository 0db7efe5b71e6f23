import { useTranslation } from '../../../i18n/i18n.ts';
import styles from './join-invite.module.css';

/** On the join screen: the invite code the player came with (joining binds them to whoever shared it). */
export function JoinInvite({ code }: { code: string }) {
  const { t } = useTranslation('fortune');
  return (
    <p className={styles.invited} data-testid="fortune-join-invite">
      <span>{t('invite.join.invited')}</span>
      <strong className={styles.code}>{code}</strong>
    </p>
  );
}
