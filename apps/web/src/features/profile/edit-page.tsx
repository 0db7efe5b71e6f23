import { Link } from '../../app/router/link.tsx';
import { useNavigate } from '../../app/router/navigation.ts';
import { useParams } from '../../app/router/route-context.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { buttonClassName } from '../../ui/button.tsx';
import { Empty } from '../../ui/empty.tsx';
import { LoadFailed, LoginFirst } from '../../ui/page-states.tsx';
import { showToast } from '../../ui/toast.tsx';
import { PostEditorPage } from '../posts/index.ts';
import { ImagePicker } from './image-picker.tsx';
import styles from './profile.module.css';
import { ProfileForm } from './profile-form.tsx';
import { useUpdateProfileMutation, useUserId } from './queries.ts';
import { RowsSkeleton } from './skeletons.tsx';
import { useEditedProfile } from './use-edited-profile.ts';

/** What /profile/edit/<rest> edits: the profile ('' or 'info'), a new post ('post') or a post ('post/<id>'). */
export function editTarget(rest: string): { kind: 'info' } | { kind: 'post'; postId?: string } | { kind: 'none' } {
  const path = rest.replace(/^\/+|\/+$/g, '');
  if (path === '' || path === 'info') return { kind: 'info' };
  if (path === 'post') return { kind: 'post' };
  const post = /^post\/([A-Za-z0-9_-]{1,64})$/.exec(path);
  return post ? { kind: 'post', postId: post[1] } : { kind: 'none' };
}

/** /profile/edit/*: the profile's edit form, or the post editor for /profile/edit/post[/<id>]. */
export default function EditPage() {
  const target = editTarget(useParams<{ _splat?: string }>()._splat ?? '');
  if (target.kind === 'post') return <PostEditorPage {...(target.postId ? { postId: target.postId } : {})} />;
  if (target.kind === 'none') return <EditNotFound />;
  return <EditInfo />;
}

function EditNotFound() {
  const { t } = useTranslation('profile');
  return (
    <section className={styles.page} data-testid="profile-edit-missing">
      <Empty
        title={t('edit.missing')}
        action={
          <Link to="/profile" className={buttonClassName({ variant: 'secondary' })}>
            {t('edit.back')}
          </Link>
        }
      />
    </section>
  );
}

function EditInfo() {
  const { t } = useTranslation('profile');
  const go = useNavigate();
  const userId = useUserId();
  const { mine, profile } = useEditedProfile();
  const update = useUpdateProfileMutation();

  if (userId === 0) return <LoginFirst backUrl="/profile/edit/info" />;
  return (
    <section className={styles.page} aria-labelledby="page-title" data-testid="profile-edit">
      <div className={styles.body}>
        <h1 className={styles.pageTitle} id="page-title">
          {t('edit.title')}
        </h1>
        {mine.isPending ? <RowsSkeleton /> : null}
        {mine.isError && !mine.data ? <LoadFailed retry={mine.refetch} /> : null}
        {profile ? (
          <>
            <ImagePicker xid={profile.xid} kind="avatar" name={profile.name} current={profile.avatar_url} />
            <ImagePicker xid={profile.xid} kind="background" name={profile.name} current={profile.background_url} />
            <ProfileForm
              key={profile.xid}
              testId="profile-edit-form"
              initial={{ name: profile.name, intro: profile.intro, links: profile.links }}
              submitLabel={t('edit.save')}
              pending={update.isPending}
              onSubmit={async (values) => {
                await update.mutateAsync({ xid: profile.xid, ...values });
                showToast(t('edit.saved'), { type: 'success' });
                go('/profile');
              }}
            />
          </>
        ) : null}
      </div>
    </section>
  );
}
