import { Link } from '../../app/router/link.tsx';
import { formatTimeAgo } from '../../i18n/formats.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { Avatar } from '../../ui/avatar.tsx';
import styles from './posts.module.css';
import type { PostCard } from './queries.ts';

/** Who wrote it (a link to their profile) and when. */
export function Byline({
  author,
  at,
  size = 'md',
}: {
  author: PostCard['author'];
  at: number | null;
  size?: 'sm' | 'md';
}) {
  const { t } = useTranslation('posts');
  return (
    <div className={styles.byline}>
      <Link to={`/profile/${author.xid}`} className={styles.author} data-testid="post-author">
        <Avatar name={author.name} src={author.avatar_url || null} size={size} />
        <span className={styles.authorName}>{author.name}</span>
      </Link>
      <span className={styles.meta}>{at ? formatTimeAgo(t, at * 1000) : t('card.draft')}</span>
    </div>
  );
}
