import { Link } from '../../app/router/link.tsx';
import { useTranslation } from '../../i18n/i18n.ts';
import { Badge } from '../../ui/badge.tsx';
import { Image } from '../../ui/image.tsx';
import { Byline } from './byline.tsx';
import { CommentIcon, HeartIcon } from './icons.tsx';
import { imageUrl } from './media-url.ts';
import styles from './posts.module.css';
import type { PostCard } from './queries.ts';

/** A post in a list: its cover, title and first words (one link to the post), its author, and its counts. */
export function PostCardView({ post, showAuthor = true }: { post: PostCard; showAuthor?: boolean }) {
  const { t } = useTranslation('posts');
  const to = post.status === 'draft' ? `/profile/edit/post/${post.id}` : `/posts/${post.id}`;
  return (
    <article className={styles.card} data-testid={`post-card-${post.id}`}>
      {showAuthor ? <Byline author={post.author} at={post.published_at} size="sm" /> : null}
      <Link to={to} className={styles.cardLink}>
        {post.cover ? <Image src={imageUrl(post.cover)} alt="" ratio={16 / 9} radius="md" /> : null}
        <h3 className={styles.cardTitle}>{post.title || t('card.untitled')}</h3>
        {post.excerpt ? <p className={styles.excerpt}>{post.excerpt}</p> : null}
      </Link>
      <div className={styles.cardFoot}>
        {post.status === 'draft' ? <Badge tone="warning">{t('card.draft')}</Badge> : null}
        {post.hidden ? <Badge tone="danger">{t('card.hidden')}</Badge> : null}
        {post.status === 'published' ? (
          <>
            <span className={styles.count}>
              <HeartIcon /> <span aria-hidden="true">{post.like_count}</span>
              <span className="visually-hidden">{t('card.likes', { count: post.like_count })}</span>
            </span>
            <span className={styles.count}>
              <CommentIcon /> <span aria-hidden="true">{post.comment_count}</span>
              <span className="visually-hidden">{t('card.comments', { count: post.comment_count })}</span>
            </span>
          </>
        ) : null}
      </div>
    </article>
  );
}
