import { POST_ID } from '@arcadia/contract/calls/community/limits';
import { lazy, Suspense, useState } from 'react';
import { ApiError } from '../../api/api-error.ts';
import { Link } from '../../app/router/link.tsx';
import { useParams } from '../../app/router/route-context.ts';
import { useEntityHead } from '../../app/shell/document-head.ts';
import { getLocale, useTranslation } from '../../i18n/i18n.ts';
import { openShareDialog } from '../../overlays/share.ts';
import { Button, buttonClassName } from '../../ui/button.tsx';
import { Empty } from '../../ui/empty.tsx';
import { Image } from '../../ui/image.tsx';
import { LoadFailed } from '../../ui/page-states.tsx';
import { Skeleton, SkeletonText } from '../../ui/skeleton.tsx';
import { Byline } from './byline.tsx';
import { Comments } from './comments.tsx';
import { CommentIcon, FlagIcon, HeartIcon, PenIcon, ShareIcon } from './icons.tsx';
import { imageUrl } from './media-url.ts';
import { PostBody } from './post-body.tsx';
import styles from './posts.module.css';
import { type PostView, useLikeMutation, usePostQuery, useViewer } from './queries.ts';

/** The report sheet loads when a reader opens it, not with the post. */
const ReportSheet = lazy(() => import('./report-sheet.tsx').then((m) => ({ default: m.ReportSheet })));

/** /posts/<id>: a post as anyone reads it, with likes, comments, share and report; its author also edits it. */
export default function PostPage() {
  const { t } = useTranslation('posts');
  const postId = (useParams<{ postId: string }>().postId ?? '').trim();
  const wellFormed = POST_ID.test(postId);
  const query = usePostQuery(postId, wellFormed);
  const post = query.data;
  useEntityHead(post ? { title: post.title } : undefined);
  const missing = !wellFormed || (query.error instanceof ApiError && query.error.business);
  return (
    <article className={styles.page} aria-labelledby="page-title" data-testid="post-page">
      {missing ? (
        <>
          <h1 id="page-title" className="visually-hidden">
            {t('page.notFound')}
          </h1>
          <Empty
            title={t('page.notFound')}
            description={t('page.notFoundBody')}
            action={
              <Link to="/space" className={buttonClassName({ variant: 'secondary' })}>
                {t('page.toSpace')}
              </Link>
            }
          />
        </>
      ) : null}
      {!missing && query.isPending ? <PostSkeleton /> : null}
      {!missing && query.isError && !post ? (
        <>
          <h1 id="page-title" className="visually-hidden">
            {t('page.title')}
          </h1>
          <LoadFailed retry={query.refetch} />
        </>
      ) : null}
      {post ? <PostContent post={post} /> : null}
    </article>
  );
}

function PostSkeleton() {
  return (
    <div className={styles.list} data-testid="post-loading">
      <Skeleton height="0.44rem" width="60%" />
      <Skeleton height="0.3rem" width="90%" />
      <Skeleton height="1.9rem" radius="md" />
      <SkeletonText lines={4} />
    </div>
  );
}

function StatusNote({ post }: { post: PostView }) {
  const { t } = useTranslation('posts');
  if (post.hidden)
    return (
      <div className={styles.notice} data-tone="danger" role="note" data-testid="post-hidden">
        <strong>{t('page.hidden')}</strong>
        <span>{post.hidden_reason ? t(`reasons.${post.hidden_reason}`) : null}</span>
        {post.hidden_note ? <span>“{post.hidden_note}”</span> : null}
      </div>
    );
  if (post.status === 'draft')
    return (
      <div className={styles.notice} role="note" data-testid="post-draft">
        {t('page.draft')}
      </div>
    );
  return null;
}

function PostContent({ post }: { post: PostView }) {
  const { t } = useTranslation('posts');
  const [reporting, setReporting] = useState(false);
  const share = () =>
    openShareDialog({ text: post.title, url: `${window.location.origin}/${getLocale()}/posts/${post.id}` });
  return (
    <>
      <StatusNote post={post} />
      <header className={styles.postHead}>
        <Byline author={post.author} at={post.published_at} />
        {post.is_mine ? (
          <Link
            to={`/profile/edit/post/${post.id}`}
            className={buttonClassName({ variant: 'secondary', size: 'sm' })}
            data-testid="post-edit"
          >
            <PenIcon /> {t('page.edit')}
          </Link>
        ) : null}
      </header>
      <h1 id="page-title" className={styles.postTitle} data-testid="post-title">
        {post.title}
      </h1>
      {post.cover ? <Image src={imageUrl(post.cover)} alt="" ratio={16 / 9} radius="lg" eager /> : null}
      <PostBody blocks={post.blocks} />
      {post.status === 'published' && !post.hidden ? (
        <>
          <div className={styles.actions}>
            <LikeButton post={post} />
            <a href="#comments-title" className={styles.action}>
              <CommentIcon /> <span>{post.comment_count}</span>
              <span className="visually-hidden">{t('card.comments', { count: post.comment_count })}</span>
            </a>
            <button type="button" className={styles.action} onClick={share} data-testid="post-share">
              <ShareIcon /> <span>{t('page.share')}</span>
            </button>
            {post.is_mine ? null : <ReportButton postId={post.id} onOpen={() => setReporting(true)} />}
          </div>
          <Comments postId={post.id} count={post.comment_count} />
          {reporting ? (
            <Suspense fallback={null}>
              <ReportSheet postId={post.id} open={reporting} onClose={() => setReporting(false)} />
            </Suspense>
          ) : null}
        </>
      ) : null}
    </>
  );
}

function LikeButton({ post }: { post: PostView }) {
  const { t } = useTranslation('posts');
  const viewer = useViewer();
  const like = useLikeMutation(post.id);
  const label = t('page.likes', { count: post.like_count });
  if (viewer === 0)
    return (
      <Link
        to={`/user/login-home?backUrl=${encodeURIComponent(`/posts/${post.id}`)}`}
        className={styles.action}
        data-testid="post-like-login"
      >
        <HeartIcon /> <span aria-hidden="true">{post.like_count}</span>
        <span className="visually-hidden">{t('page.loginToLike')}</span>
      </Link>
    );
  return (
    <button
      type="button"
      className={styles.action}
      aria-pressed={post.liked}
      aria-label={`${t('page.like')} · ${label}`}
      disabled={like.isPending}
      onClick={() => like.mutate(!post.liked)}
      data-testid="post-like"
    >
      <HeartIcon filled={post.liked} /> <span aria-hidden="true">{post.like_count}</span>
    </button>
  );
}

function ReportButton({ postId, onOpen }: { postId: string; onOpen: () => void }) {
  const { t } = useTranslation('posts');
  const viewer = useViewer();
  if (viewer === 0)
    return (
      <Link to={`/user/login-home?backUrl=${encodeURIComponent(`/posts/${postId}`)}`} className={styles.action}>
        <FlagIcon /> <span>{t('page.report')}</span>
      </Link>
    );
  return (
    <Button variant="ghost" className={styles.action} onClick={onOpen} data-testid="post-report">
      <FlagIcon /> <span>{t('page.report')}</span>
    </Button>
  );
}
