import { Link } from '../../app/router/link.tsx';
import { useNavigate } from '../../app/router/navigation.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { buttonClassName } from '../../ui/button.tsx';
import { LoadFailed, LoginFirst } from '../../ui/page-states.tsx';
import { ImagePicker } from './image-picker.tsx';
import styles from './profile.module.css';
import { ProfileForm } from './profile-form.tsx';
import { useUpdateProfileMutation, useUserId } from './queries.ts';
import { RowsSkeleton } from './skeletons.tsx';
import { useEditedProfile } from './use-edited-profile.ts';

/** /profile/setup: a new profile's first setup (avatar, background, intro, links); every step may be skipped. */
export default function SetupProfilePage() {
  const { t } = useTranslation('profile');
  const go = useNavigate();
  const userId = useUserId();
  const { mine, profile } = useEditedProfile();
  const update = useUpdateProfileMutation();

  if (userId === 0) return <LoginFirst backUrl="/profile/setup" />;
  return (
    <section className={styles.page} aria-labelledby="page-title" data-testid="profile-setup">
      <div className={styles.body}>
        <h1 className={styles.pageTitle} id="page-title">
          {profile ? t('setup.title', { name: profile.name }) : t('setup.titlePlain')}
        </h1>
        <p className={styles.hint}>{t('setup.hint')}</p>
        {mine.isPending ? <RowsSkeleton /> : null}
        {mine.isError && !mine.data ? <LoadFailed retry={mine.refetch} /> : null}
        {profile ? (
          <>
            <ImagePicker xid={profile.xid} kind="avatar" name={profile.name} current={profile.avatar_url} />
            <ImagePicker xid={profile.xid} kind="background" name={profile.name} current={profile.background_url} />
            <ProfileForm
              key={profile.xid}
              testId="profile-setup-form"
              initial={{ name: profile.name, intro: profile.intro, links: profile.links }}
              withName={false}
              submitLabel={t('setup.finish')}
              pending={update.isPending}
              onSubmit={async (values) => {
                await update.mutateAsync({
                  xid: profile.xid,
                  name: profile.name,
                  intro: values.intro,
                  links: values.links,
                });
                go('/profile');
              }}
              after={
                <Link
                  to="/profile"
                  className={buttonClassName({ variant: 'ghost', block: true })}
                  data-testid="setup-skip"
                >
                  {t('setup.skip')}
                </Link>
              }
            />
          </>
        ) : null}
      </div>
    </section>
  );
}
