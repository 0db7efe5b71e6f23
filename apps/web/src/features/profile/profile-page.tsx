import { Link } from '../../app/router/link.tsx';
import { useTranslation } from '../../i18n/i18n.ts';
import { buttonClassName } from '../../ui/button.tsx';
import { List, ListItem } from '../../ui/list.tsx';
import { LoadFailed, LoginFirst } from '../../ui/page-states.tsx';
import { ProfilePosts } from '../posts/index.ts';
import styles from './profile.module.css';
import { ProfileHeader } from './profile-header.tsx';
import { ProfileLinks } from './profile-links.tsx';
import { useMyProfilesQuery, useUserId } from './queries.ts';
import { ProfileShowcase, useProfileShowcase } from './showcase.tsx';
import { HeaderSkeleton } from './skeletons.tsx';

/** /profile, the Me tab: the shown profile, what to do with it, the player's other pages, and its posts. */
export default function ProfilePage() {
  const { t } = useTranslation('profile');
  const userId = useUserId();
  const mine = useMyProfilesQuery();
  const shown = mine.data?.profiles.find((p) => p.shown);
  const showcase = useProfileShowcase(shown?.xid ?? '');
  if (userId === 0)
    return (
      <section className={styles.page} data-testid="profile-page">
        <h1 className="visually-hidden">{t('me.title')}</h1>
        <LoginFirst backUrl="/profile" body={t('me.login')} />
      </section>
    );
  return (
    <section className={styles.page} aria-labelledby="page-title" data-testid="profile-page">
      {mine.isPending || showcase.loading ? <HeaderSkeleton /> : null}
      {mine.isError && !mine.data ? (
        <>
          <h1 className="visually-hidden" id="page-title">
            {t('me.title')}
          </h1>
          <LoadFailed retry={mine.refetch} />
        </>
      ) : null}
      {mine.data && shown && !showcase.loading ? (
        <>
          <ProfileHeader
            profile={shown}
            counts={mine.data.counts}
            badge={
              mine.data.profiles.length > 1 ? (
                <span data-testid="profile-count" className={styles.count}>
                  {t('me.ofProfiles', { count: mine.data.profiles.length })}
                </span>
              ) : null
            }
          />
          <div className={styles.body}>
            <ProfileLinks links={shown.links} />
            <div className={styles.actions}>
              <Link to="/profile/edit/info" className={buttonClassName({ variant: 'primary' })} data-testid="me-edit">
                {t('me.edit')}
              </Link>
              <Link to="/profile/select" className={buttonClassName({ variant: 'secondary' })} data-testid="me-switch">
                {t('me.switch')}
              </Link>
              <Link to="/profile/edit/post" className={buttonClassName({ variant: 'accent' })} data-testid="me-write">
                {t('me.write')}
              </Link>
            </div>
            <ProfileShowcase showcase={showcase} />
            <List inset className={styles.menu} aria-label={t('me.more')}>
              {mine.data.profiles.length < mine.data.max_profiles ? (
                <ListItem title={t('me.create')} to="/profile/create" testId="me-create" />
              ) : null}
              <ListItem title={t('me.view')} to={`/profile/${shown.xid}`} testId="me-public" />
              <ListItem title={t('me.account')} to="/profile/account" testId="me-account" />
              <ListItem title={t('me.addProduct')} to="/profile/addProduct" testId="me-add-product" />
              <ListItem title={t('me.settings')} to="/user/setting" testId="me-settings" />
            </List>
            <ProfilePosts xid={shown.xid} mine />
          </div>
        </>
      ) : null}
    </section>
  );
}
