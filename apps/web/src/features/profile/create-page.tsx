import { Link } from '../../app/router/link.tsx';
import { useNavigate } from '../../app/router/navigation.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { buttonClassName } from '../../ui/button.tsx';
import { Empty } from '../../ui/empty.tsx';
import { LoadFailed, LoginFirst } from '../../ui/page-states.tsx';
import styles from './profile.module.css';
import { ProfileForm } from './profile-form.tsx';
import { useCreateProfileMutation, useMyProfilesQuery, useUserId } from './queries.ts';
import { RowsSkeleton } from './skeletons.tsx';
import { useIntentKey } from './use-intent-key.ts';

/** /profile/create: a new profile's name and intro; it is shown at once and set up next (/profile/setup). */
export default function CreateProfilePage() {
  const { t } = useTranslation('profile');
  const go = useNavigate();
  const userId = useUserId();
  const mine = useMyProfilesQuery();
  const create = useCreateProfileMutation();
  const intent = useIntentKey();

  if (userId === 0) return <LoginFirst backUrl="/profile/create" />;
  const full = mine.data ? mine.data.profiles.length >= mine.data.max_profiles : false;
  return (
    <section className={styles.page} aria-labelledby="page-title" data-testid="profile-create">
      <div className={styles.body}>
        <h1 className={styles.pageTitle} id="page-title">
          {t('create.title')}
        </h1>
        <p className={styles.hint}>{t('create.hint')}</p>
        {mine.isPending ? <RowsSkeleton rows={2} /> : null}
        {mine.isError && !mine.data ? <LoadFailed retry={mine.refetch} /> : null}
        {full ? (
          <Empty
            title={t('create.full')}
            action={
              <Link to="/profile/select" className={buttonClassName({ variant: 'secondary' })}>
                {t('me.switch')}
              </Link>
            }
          />
        ) : null}
        {mine.data && !full ? (
          <ProfileForm
            testId="profile-create-form"
            initial={{ name: '', intro: '', links: [] }}
            withLinks={false}
            submitLabel={t('create.submit')}
            pending={create.isPending}
            onSubmit={async (values) => {
              await create.mutateAsync({ input: { name: values.name, intro: values.intro }, key: intent.current() });
              intent.reset();
              go('/profile/setup');
            }}
          />
        ) : null}
      </div>
    </section>
  );
}
