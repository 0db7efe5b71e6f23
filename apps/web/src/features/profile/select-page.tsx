import { useState } from 'react';
import { Link } from '../../app/router/link.tsx';
import { useTranslation } from '../../i18n/i18n.ts';
import { Avatar } from '../../ui/avatar.tsx';
import { Badge } from '../../ui/badge.tsx';
import { Button, buttonClassName } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { LoadFailed, LoginFirst } from '../../ui/page-states.tsx';
import { showToast } from '../../ui/toast.tsx';
import styles from './profile.module.css';
import { problemsFromError } from './profile-form.tsx';
import {
  type OwnProfile,
  useDeleteProfileMutation,
  useMyProfilesQuery,
  useSelectProfileMutation,
  useUserId,
} from './queries.ts';
import { RowsSkeleton } from './skeletons.tsx';

/** /profile/select: the player's profiles, the shown one marked; show another, delete one (never the last), make one. */
export default function SelectProfilePage() {
  const { t } = useTranslation('profile');
  const userId = useUserId();
  const mine = useMyProfilesQuery();
  const select = useSelectProfileMutation();
  const remove = useDeleteProfileMutation();
  const [deleting, setDeleting] = useState<OwnProfile>();

  if (userId === 0) return <LoginFirst backUrl="/profile/select" />;
  const profiles = mine.data?.profiles ?? [];

  const show = async (profile: OwnProfile) => {
    try {
      await select.mutateAsync(profile.xid);
      showToast(t('select.switched', { name: profile.name }), { type: 'success' });
    } catch (error) {
      showToast(problemsFromError(error, t).form ?? t('form.problem.network'), { type: 'error' });
    }
  };
  const confirmDelete = async () => {
    const profile = deleting;
    if (!profile) return;
    try {
      await remove.mutateAsync(profile.xid);
      showToast(t('select.deleted', { name: profile.name }), { type: 'success' });
    } catch (error) {
      showToast(problemsFromError(error, t).form ?? t('form.problem.network'), { type: 'error' });
    } finally {
      setDeleting(undefined);
    }
  };

  return (
    <section className={styles.page} aria-labelledby="page-title" data-testid="profile-select">
      <div className={styles.body}>
        <h1 className={styles.pageTitle} id="page-title">
          {t('select.title')}
        </h1>
        <p className={styles.hint}>{t('select.hint')}</p>
        {mine.isPending ? <RowsSkeleton /> : null}
        {mine.isError && !mine.data ? <LoadFailed retry={mine.refetch} /> : null}
        {profiles.length > 0 ? (
          <ul className={styles.rows} data-testid="profile-rows">
            {profiles.map((profile) => (
              <li key={profile.xid} className={styles.row} data-testid="profile-row" data-shown={profile.shown}>
                <Avatar name={profile.name} src={profile.avatar_url || null} size="lg" />
                <div className={styles.rowText}>
                  <span className={styles.rowName}>{profile.name}</span>
                  {profile.intro ? <span className={styles.rowIntro}>{profile.intro}</span> : null}
                </div>
                <div className={styles.rowActions}>
                  {profile.shown ? (
                    <Badge tone="success">{t('select.shown')}</Badge>
                  ) : (
                    <Button
                      size="sm"
                      loading={select.isPending && select.variables === profile.xid}
                      onClick={() => void show(profile)}
                      data-testid="profile-show"
                    >
                      {t('select.show')}
                      <span className="visually-hidden"> {profile.name}</span>
                    </Button>
                  )}
                  {profiles.length > 1 ? (
                    <Button size="sm" variant="ghost" onClick={() => setDeleting(profile)} data-testid="profile-delete">
                      {t('select.delete')}
                      <span className="visually-hidden"> {profile.name}</span>
                    </Button>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        ) : null}
        {mine.data ? (
          mine.data.profiles.length < mine.data.max_profiles ? (
            <Link
              to="/profile/create"
              className={buttonClassName({ block: true, size: 'lg' })}
              data-testid="select-create"
            >
              {t('select.create')}
            </Link>
          ) : (
            <p className={styles.hint} data-testid="select-full">
              {t('create.full')}
            </p>
          )
        ) : null}
      </div>
      <Dialog
        open={deleting !== undefined}
        onClose={() => setDeleting(undefined)}
        role="alertdialog"
        title={t('select.confirmTitle', { name: deleting?.name ?? '' })}
        description={t('select.confirmBody')}
        testId="profile-delete-dialog"
        footer={
          <>
            <Button variant="secondary" block onClick={() => setDeleting(undefined)}>
              {t('select.keep')}
            </Button>
            <Button
              variant="danger"
              block
              loading={remove.isPending}
              onClick={() => void confirmDelete()}
              data-testid="profile-delete-confirm"
            >
              {t('select.delete')}
            </Button>
          </>
        }
      />
    </section>
  );
}
