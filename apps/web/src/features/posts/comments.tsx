import { POST_LIMITS } from '@arcadia/contract/calls/community/limits';
import { type FormEvent, useState } from 'react';
import { apiErrorText } from '../../api/client.ts';
import { Link } from '../../app/router/link.tsx';
import { formatTimeAgo } from '../../i18n/formats.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { Avatar } from '../../ui/avatar.tsx';
import { Button, buttonClassName } from '../../ui/button.tsx';
import { Empty } from '../../ui/empty.tsx';
import { IconButton } from '../../ui/icon-button.tsx';
import { LoadFailed } from '../../ui/page-states.tsx';
import { SkeletonText } from '../../ui/skeleton.tsx';
import { TrashIcon } from './icons.tsx';
import styles from './posts.module.css';
import {
  type Comment,
  useAddCommentMutation,
  useCommentsQuery,
  useDeleteCommentMutation,
  useViewer,
} from './queries.ts';
import { TextArea } from './text-area.tsx';

/** A post's comments: plain text, oldest first; players add theirs and delete their own. */
export function Comments({ postId, count }: { postId: string; count: number }) {
  const { t } = useTranslation('posts');
  const query = useCommentsQuery(postId, true);
  const comments = query.data?.pages.flatMap((page) => page.list) ?? [];
  return (
    <section className={styles.section} aria-labelledby="comments-title" data-testid="comments">
      <h2 id="comments-title" className={styles.sectionTitle}>
        {t('comments.title', { count })}
      </h2>
      {query.isPending ? <SkeletonText lines={3} /> : null}
      {query.isError && comments.length === 0 ? <LoadFailed retry={query.refetch} /> : null}
      {query.isSuccess && comments.length === 0 ? <Empty compact title={t('comments.empty')} /> : null}
      {comments.length > 0 ? (
        <ul className={styles.comments}>
          {comments.map((comment) => (
            <CommentItem key={comment.id} postId={postId} comment={comment} />
          ))}
        </ul>
      ) : null}
      {query.hasNextPage ? (
        <Button variant="ghost" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          {t('comments.more')}
        </Button>
      ) : null}
      <CommentForm postId={postId} />
    </section>
  );
}

function CommentItem({ postId, comment }: { postId: string; comment: Comment }) {
  const { t } = useTranslation('posts');
  const remove = useDeleteCommentMutation(postId);
  const name = comment.author.xid ? (
    <Link to={`/profile/${comment.author.xid}`} className={styles.commentName}>
      {comment.author.name}
    </Link>
  ) : (
    <span className={styles.commentName}>{comment.author.name}</span>
  );
  return (
    <li className={styles.comment} data-testid={`comment-${comment.id}`}>
      <Avatar name={comment.author.name} src={comment.author.avatar_url || null} size="sm" />
      <div className={styles.commentMain}>
        <p className={styles.commentHead}>
          {name}
          <span className={styles.meta}>{formatTimeAgo(t, comment.created_at * 1000)}</span>
        </p>
        {/* A player's words, as text: never markup. */}
        <p className={styles.commentBody}>{comment.body}</p>
      </div>
      {comment.is_mine ? (
        <IconButton
          label={t('comments.delete')}
          onClick={() => remove.mutate(comment.id)}
          disabled={remove.isPending}
          data-testid="comment-delete"
        >
          <TrashIcon />
        </IconButton>
      ) : null}
    </li>
  );
}

function CommentForm({ postId }: { postId: string }) {
  const { t } = useTranslation('posts');
  const viewer = useViewer();
  const add = useAddCommentMutation(postId);
  const [body, setBody] = useState('');
  if (viewer === 0)
    return (
      <Link
        to={`/user/login-home?backUrl=${encodeURIComponent(`/posts/${postId}`)}`}
        className={buttonClassName({ variant: 'secondary', block: true })}
        data-testid="comment-login"
      >
        {t('comments.login')}
      </Link>
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim()) return;
    add.mutate(body, { onSuccess: () => setBody('') });
  };
  return (
    <form className={styles.commentForm} onSubmit={submit}>
      <TextArea
        label={t('comments.label')}
        value={body}
        maxLength={POST_LIMITS.comment}
        rows={3}
        placeholder={t('comments.placeholder')}
        onChange={(event) => setBody(event.target.value)}
        data-testid="comment-input"
      />
      {add.isError ? (
        <p className={styles.error} role="alert">
          {apiErrorText(add.error)}
        </p>
      ) : null}
      <Button type="submit" loading={add.isPending} disabled={!body.trim()} data-testid="comment-send">
        {t('comments.send')}
      </Button>
    </form>
  );
}
