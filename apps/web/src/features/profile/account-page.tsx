import { useTranslation } from '../../i18n/i18n.ts';
import { Card } from '../../ui/card.tsx';
import { LoadFailed, LoginFirst } from '../../ui/page-states.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { DataSection } from './account-data.tsx';
import { DeleteSection, DeletionBanner } from './account-delete.tsx';
import { LoginsSection, PhoneSection } from './account-logins.tsx';
import styles from './account-page.module.css';
import { useAccountInfoQuery, useAccountUserId } from './account-queries.ts';
import { SessionsSection } from './account-sessions.tsx';

/**
 * /profile/account: the account behind the player's profiles: phone, ways to log in, sessions (sign out one or every
 * other), a copy of their data, and deleting the account with its cooling-off.
 */
export default function AccountPage() {
  const { t: tc } = useTranslation();
  const userId = useAccountUserId();
  return (
    <section className={styles.page} aria-labelledby="page-title" data-testid="account-page">
      <h1 id="page-title" className={styles.title}>
        {tc('titles.profileAccount')}
      </h1>
      {userId === 0 ? <LoginFirst backUrl="/profile/account" /> : <AccountBody />}
    </section>
  );
}

function AccountBody() {
  const { t } = useTranslation('profile');
  const info = useAccountInfoQuery();
  if (info.isPending)
    return (
      <div className={styles.skeletons} data-testid="account-loading">
        {[1, 2, 3, 4].map((n) => (
          <Skeleton key={n} height="0.64rem" radius="md" />
        ))}
      </div>
    );
  if (info.isError || !info.data) return <LoadFailed retry={() => info.refetch()} />;
  const data = info.data;
  return (
    <>
      <p className={styles.intro}>{t('account.intro')}</p>
      {data.deletion ? <DeletionBanner deletion={data.deletion} /> : null}
      <Card>
        <PhoneSection info={data} />
      </Card>
      <LoginsSection logins={data.logins} />
      <SessionsSection />
      <DataSection availableAt={data.export_available_at} />
      {data.deletion ? null : <DeleteSection userId={data.user_id} coolingOffDays={data.cooling_off_days} />}
    </>
  );
}
