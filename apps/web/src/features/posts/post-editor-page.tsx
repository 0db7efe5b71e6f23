import { ErrorCode } from '@arcadia/contract';
import { POST_LIMITS } from '@arcadia/contract/calls/community/limits';
import { useRef, useState } from 'react';
import { ApiError } from '../../api/api-error.ts';
import { apiErrorText } from '../../api/client.ts';
import { Link } from '../../app/router/link.tsx';
import { useNavigate } from '../../app/router/navigation.ts';
import { useEntityHead } from '../../app/shell/document-head.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { Button, buttonClassName } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { Empty } from '../../ui/empty.tsx';
import { Image } from '../../ui/image.tsx';
import { Input } from '../../ui/input.tsx';
import { LoadFailed, LoginFirst } from '../../ui/page-states.tsx';
import { SkeletonText } from '../../ui/skeleton.tsx';
import { TabPanel, Tabs } from '../../ui/tabs.tsx';
import { showToast } from '../../ui/toast.tsx';
import { BlockFrame, PictureBlockEditor, TextBlockEditor, VideoBlockEditor } from './block-editors.tsx';
import styles from './editor.module.css';
import { blocksOf, type Draft, type DraftBlock, draftOf, moveBlock, newBlock, saveInput } from './editor-state.ts';
import { MediaPicker } from './media-picker.tsx';
import { imageUrl } from './media-url.ts';
import { PostBody } from './post-body.tsx';
import { type PostView, useDeletePostMutation, usePostQuery, useSavePostMutation, useViewer } from './queries.ts';
import { useAutosave } from './use-autosave.ts';

const EMPTY: Draft = { title: '', cover: null, blocks: [newBlock('text')] };

/** Posts this tab created in the editor: when the address moves to their id, the same editor carries on. */
const createdHere = new Set<string>();

/** /profile/edit/post[/<id>]: write a new post or edit one of the player's own. */
export function PostEditorPage({ postId }: { postId?: string }) {
  const { t } = useTranslation('posts');
  const viewer = useViewer();
  const carryOn = postId !== undefined && createdHere.has(postId);
  const query = usePostQuery(postId ?? '', Boolean(postId) && viewer > 0 && !carryOn);
  // The top bar names what is edited here, not the profile form the route also shows.
  useEntityHead({ title: postId && !carryOn ? t('editor.editTitle') : t('editor.newTitle') });
  if (viewer === 0)
    return (
      <section className={styles.page}>
        <h1 className={styles.title}>{t('editor.newTitle')}</h1>
        <LoginFirst backUrl={postId ? `/profile/edit/post/${postId}` : '/profile/edit/post'} />
      </section>
    );
  if (carryOn) return <Editor key="new" initial={undefined} />;
  if (postId && query.isPending)
    return (
      <section className={styles.page} data-testid="editor-loading">
        <SkeletonText lines={6} />
      </section>
    );
  if (postId && !query.data) {
    const gone = query.error instanceof ApiError && query.error.business;
    return (
      <section className={styles.page}>
        <h1 className={styles.title}>{t('editor.editTitle')}</h1>
        {gone ? (
          <Empty
            title={t('page.notFound')}
            action={
              <Link to="/profile" className={buttonClassName({ variant: 'secondary' })}>
                {t('editor.toProfile')}
              </Link>
            }
          />
        ) : (
          <LoadFailed retry={query.refetch} />
        )}
      </section>
    );
  }
  if (query.data && !query.data.is_mine)
    return (
      <section className={styles.page}>
        <Empty title={t('page.notFound')} />
      </section>
    );
  return <Editor key={postId && query.data ? 'loaded' : 'new'} initial={query.data} />;
}

function Editor({ initial }: { initial: PostView | undefined }) {
  const { t } = useTranslation('posts');
  const go = useNavigate();
  const [draft, setDraft] = useState<Draft>(() => (initial ? draftOf(initial) : EMPTY));
  const [post, setPost] = useState<PostView | undefined>(initial);
  const [tab, setTab] = useState<'edit' | 'preview'>('edit');
  const [noProfile, setNoProfile] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const postRef = useRef(post);
  postRef.current = post;
  const save = useSavePostMutation();
  const remove = useDeletePostMutation();
  const published = post?.status === 'published';

  const write = async (value: Draft, status: 'draft' | 'published') => {
    try {
      const answer = await save.mutateAsync(saveInput(value, status, postRef.current?.id));
      const created = !postRef.current;
      postRef.current = answer.post;
      setPost(answer.post);
      if (created) {
        createdHere.add(answer.post.id);
        go(`/profile/edit/post/${answer.post.id}`, { replace: true });
      }
      return answer.post;
    } catch (error) {
      if (error instanceof ApiError && error.code === ErrorCode.CONFLICT) setNoProfile(true);
      throw error;
    }
  };
  // Drafts save themselves; a published post changes only when its author says so.
  const autosave = useAutosave(draft, (value) => write(value, 'draft'), !published && !noProfile);

  const update = (next: Partial<Draft>) => setDraft((d) => ({ ...d, ...next }));
  const patchBlock = (id: string, patch: Partial<DraftBlock>) =>
    setDraft((d) => ({ ...d, blocks: d.blocks.map((b) => (b.id === id ? ({ ...b, ...patch } as DraftBlock) : b)) }));

  const publish = async () => {
    try {
      // A draft save on its way first: it may be the one that creates the post.
      if (!published) await autosave.flush().catch(() => undefined);
      const saved = await write(draft, 'published');
      autosave.markClean();
      showToast(published ? t('editor.updated') : t('editor.published'), { type: 'success' });
      go(`/posts/${saved.id}`);
    } catch (error) {
      showToast(fieldText(error) ?? apiErrorText(error), { type: 'error' });
    }
  };
  const fieldText = (error: unknown) => {
    if (!(error instanceof ApiError) || error.code !== ErrorCode.VALIDATION) return undefined;
    const fields = (error.data ?? {}) as Record<string, string[]>;
    if (fields.title) return t('editor.needTitle');
    if (fields.blocks) return t('editor.needContent');
    return undefined;
  };

  if (noProfile)
    return (
      <section className={styles.page}>
        <Empty
          title={t('editor.noProfile')}
          action={
            <Link to="/profile/create" className={buttonClassName({})}>
              {t('editor.createProfile')}
            </Link>
          }
        />
      </section>
    );

  return (
    <section className={styles.page} aria-labelledby="editor-title" data-testid="post-editor">
      <header className={styles.head}>
        <h1 id="editor-title" className={styles.title}>
          {post ? t('editor.editTitle') : t('editor.newTitle')}
        </h1>
        <p className={styles.saveState} role="status" data-testid="save-state">
          {published ? (post?.hidden ? t('card.hidden') : t('editor.live')) : t(`editor.save.${autosave.state}`)}
        </p>
      </header>
      <Tabs
        id="post-editor"
        label={t('editor.modes')}
        items={[
          { value: 'edit', label: t('editor.edit') },
          { value: 'preview', label: t('editor.preview') },
        ]}
        value={tab}
        onChange={setTab}
        fill
      />
      <TabPanel tabsId="post-editor" value={tab} className={styles.panel}>
        {tab === 'edit' ? (
          <EditForm draft={draft} update={update} patchBlock={patchBlock} setDraft={setDraft} />
        ) : (
          <div className={styles.previewBox} data-testid="editor-preview">
            <h2 className={styles.previewTitle}>{draft.title || t('card.untitled')}</h2>
            {draft.cover ? <Image src={imageUrl(draft.cover)} alt="" ratio={16 / 9} radius="lg" /> : null}
            <PostBody blocks={blocksOf(draft)} />
          </div>
        )}
      </TabPanel>
      <div className={styles.footer}>
        {post ? (
          <Button variant="ghost" onClick={() => setConfirmDelete(true)} data-testid="editor-delete">
            {t('editor.delete')}
          </Button>
        ) : null}
        {!published ? (
          <Button
            variant="secondary"
            onClick={() => autosave.flush().catch(() => showToast(t('editor.save.failed'), { type: 'error' }))}
            data-testid="editor-save"
          >
            {t('editor.saveDraft')}
          </Button>
        ) : null}
        <Button
          onClick={publish}
          loading={save.isPending && save.variables?.status === 'published'}
          data-testid="editor-publish"
        >
          {published ? t('editor.update') : t('editor.publish')}
        </Button>
      </div>
      <Dialog
        open={confirmDelete}
        onClose={() => setConfirmDelete(false)}
        title={t('editor.deleteTitle')}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirmDelete(false)}>
              {t('editor.keep')}
            </Button>
            <Button
              variant="danger"
              loading={remove.isPending}
              onClick={() =>
                post &&
                remove.mutate(post.id, {
                  onSuccess: () => {
                    autosave.markClean();
                    showToast(t('editor.deleted'), { type: 'success' });
                    go('/profile', { replace: true });
                  },
                })
              }
              data-testid="editor-delete-yes"
            >
              {t('editor.delete')}
            </Button>
          </>
        }
      >
        <p>{t('editor.deleteBody')}</p>
      </Dialog>
    </section>
  );
}

function EditForm({
  draft,
  update,
  patchBlock,
  setDraft,
}: {
  draft: Draft;
  update: (next: Partial<Draft>) => void;
  patchBlock: (id: string, patch: Partial<DraftBlock>) => void;
  setDraft: (change: (d: Draft) => Draft) => void;
}) {
  const { t } = useTranslation('posts');
  const count = draft.blocks.length;
  const full = count >= POST_LIMITS.blocks;
  return (
    <div className={styles.form}>
      <Input
        label={t('editor.titleLabel')}
        value={draft.title}
        maxLength={POST_LIMITS.title}
        onChange={(event) => update({ title: event.target.value })}
        data-testid="editor-title"
      />
      <div className={styles.cover}>
        <span className={styles.coverLabel}>{t('editor.cover')}</span>
        {draft.cover ? <Image src={imageUrl(draft.cover)} alt="" ratio={16 / 9} radius="md" /> : null}
        <div className={styles.row}>
          <MediaPicker
            kind="image"
            label={draft.cover ? t('editor.replace') : t('editor.chooseCover')}
            onUploaded={(uploaded) => update({ cover: uploaded.key })}
            testId="upload-cover"
          />
          {draft.cover ? (
            <Button variant="ghost" size="sm" onClick={() => update({ cover: null })}>
              {t('editor.removeCover')}
            </Button>
          ) : null}
        </div>
      </div>
      {draft.blocks.map((block, index) => (
        <BlockFrame
          key={block.id}
          label={t(`editor.kinds.${block.type}`)}
          index={index}
          count={count}
          onMove={(by) => setDraft((d) => ({ ...d, blocks: moveBlock(d.blocks, index, by) }))}
          onRemove={() => setDraft((d) => ({ ...d, blocks: d.blocks.filter((b) => b.id !== block.id) }))}
        >
          {block.type === 'text' ? (
            <TextBlockEditor
              block={block}
              onChange={(patch) => patchBlock(block.id, patch)}
              showHint={draft.blocks.find((b) => b.type === 'text')?.id === block.id}
            />
          ) : block.type === 'video' ? (
            <VideoBlockEditor block={block} onChange={(patch) => patchBlock(block.id, patch)} />
          ) : (
            <PictureBlockEditor block={block} onChange={(patch) => patchBlock(block.id, patch)} />
          )}
        </BlockFrame>
      ))}
      <fieldset className={styles.addBar}>
        <legend className="visually-hidden">{t('editor.add')}</legend>
        {(['text', 'image', 'gif', 'video'] as const).map((type) => (
          <Button
            key={type}
            variant="secondary"
            size="sm"
            disabled={full}
            onClick={() => setDraft((d) => ({ ...d, blocks: [...d.blocks, newBlock(type)] }))}
            data-testid={`add-${type}`}
          >
            + {t(`editor.kinds.${type}`)}
          </Button>
        ))}
      </fieldset>
    </div>
  );
}
