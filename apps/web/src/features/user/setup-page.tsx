import { useTranslation } from '../../i18n/i18n.ts';
import { useSession } from '../../session/session-store.ts';
import { Card } from '../../ui/card.tsx';
import { List, ListItem } from '../../ui/list.tsx';
import styles from './user.module.css';

/** /user/setup: the player's account at a glance, with the steps still open (phone binding) and settings. */
export default function SetupPage() {
  const { t } = useTranslation('user');
  const { userId, username, userInfo } = useSession();
  const name = userInfo?.username || username || t('setup.player', { id: userId });
  const phone = userInfo?.phone_number;

  return (
    <div className={styles.page} data-testid="user-setup">
      <Card variant="raised">
        <div className={styles.summary}>
          <span className={styles.avatar} aria-hidden="true">
            {name.slice(0, 1).toUpperCase()}
          </span>
          <div>
            <p className={styles.name}>{name}</p>
            <p className={styles.muted} data-testid="setup-user-id">
              {t('setup.userId', { id: userId })}
            </p>
          </div>
        </div>
      </Card>
      <List inset header={t('setup.account')}>
        <ListItem
          title={t('setup.phone')}
          description={phone || t('setup.phoneMissing')}
          to={`/user/bind-phone?backUrl=${encodeURIComponent('/user/setup')}&from=setup`}
          testId="setup-bind-phone"
        />
        <ListItem title={t('setting.title')} to="/user/setting" testId="setup-setting" />
      </List>
    </div>
  );
}
