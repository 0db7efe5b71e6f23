import { LEGACY_PROFILE_ID_RE, PROFILE_XID_RE } from '@arcadia/contract/calls/profile/common';
import { useEffect } from 'react';
import { ApiError } from '../../api/api-error.ts';
import { Link } from '../../app/router/link.tsx';
import { useNavigate } from '../../app/router/navigation.ts';
import { useParams } from '../../app/router/route-context.ts';
import { useEntityHead } from '../../app/shell/document-head.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { buttonClassName } from '../../ui/button.tsx';
import { Empty } from '../../ui/empty.tsx';
import { LoadFailed } from '../../ui/page-states.tsx';
import { FollowButton, ProfilePosts } from '../posts/index.ts';
import styles from './profile.module.css';
import { ProfileHeader } from './profile-header.tsx';
import { ProfileLinks } from './profile-links.tsx';
import { usePublicProfileQuery } from './queries.ts';
import { ShareProfileButton } from './share-button.tsx';
import { ProfileShowcase, useProfileShowcase } from './showcase.tsx';
import { HeaderSkeleton } from './skeletons.tsx';

/** An xid, or an old link's user id; anything else is never sent. */
export const isProfileId = (id: string) => PROFILE_XID_RE.test(id) || LEGACY_PROFILE_ID_RE.test(id);

/** /profile/<xid>: a profile as anyone sees it, visitors included; old /profile/<userId> links move to the xid. */
export default function PublicProfilePage() {
  const { t } = useTranslation('profile');
  const go = useNavigate();
  const id = (useParams<{ xid: string }>().xid ?? '').trim();
  const wellFormed = isProfileId(id);
  const query = usePublicProfileQuery(id, wellFormed);
  const profile = query.data;
  const showcase = useProfileShowcase(profile?.xid ?? '');
  useEntityHead(profile ? { title: profile.name } : undefined);
  const canonical = profile && profile.xid !== id ? profile.xid : undefined;
  useEffect(() => {
    if (canonical) go(`/profile/${canonical}`, { replace: true });
  }, [canonical, go]);
  const missing = !wellFormed || (query.error instanceof ApiError && query.error.business);

  if (missing)
    return (
      <section className={styles.page} aria-labelledby="page-title" data-testid="profile-public">
        <h1 className="visually-hidden" id="page-title">
          {t('notFound.title')}
        </h1>
        <Empty
          title={t('notFound.title')}
          description={t('notFound.body')}
          action={
            <Link to="/" className={buttonClassName({ variant: 'secondary' })}>
              {t('notFound.home')}
            </Link>
          }
        />
      </section>
    );
  return (
    <section className={styles.page} aria-labelledby="page-title" data-testid="profile-public">
      {query.isPending || showcase.loading ? <HeaderSkeleton /> : null}
      {query.isError && !profile ? (
        <>
          <h1 className="visually-hidden" id="page-title">
            {t('public.title')}
          </h1>
          <LoadFailed retry={query.refetch} />
        </>
      ) : null}
      {profile && !showcase.loading ? (
        <>
          <ProfileHeader profile={profile} counts={profile.counts} />
          <div className={styles.body}>
            <ProfileLinks links={profile.links} />
            <div className={styles.actions}>
              {profile.is_mine ? (
                <Link to="/profile/edit/info" className={buttonClassName({ variant: 'primary' })}>
                  {t('me.edit')}
                </Link>
              ) : (
                <FollowButton xid={profile.xid} />
              )}
              <ShareProfileButton xid={profile.xid} name={profile.name} />
            </div>
            <ProfileShowcase showcase={showcase} />
            <ProfilePosts xid={profile.xid} />
          </div>
        </>
      ) : null}
    </section>
  );
}
