import { useTranslation } from '../../i18n/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { FollowLogin } from './follow.tsx';
import { useFollowMutation, useFollowQuery, useViewer } from './queries.ts';

/**
 * Follow or stop following a profile; a visitor is asked to log in first. Nothing for one's own profile. A list
 * that knows the state already (discover) passes it as `following`, and no status is asked for.
 */
export function FollowButton({ xid, following: known }: { xid: string; following?: boolean }) {
  const { t } = useTranslation('posts');
  const viewer = useViewer();
  const status = useFollowQuery(xid, known === undefined);
  const follow = useFollowMutation(xid);
  if (status.data?.is_mine) return null;
  if (viewer === 0) return <FollowLogin />;
  // While the change is on its way, the button shows what it asked for.
  const following = follow.isPending ? (follow.variables ?? false) : (status.data?.following ?? known ?? false);
  return (
    <Button
      variant={following ? 'secondary' : 'primary'}
      aria-pressed={following}
      loading={(known === undefined && status.isPending) || follow.isPending}
      onClick={() => follow.mutate(!following)}
      data-testid="follow-button"
    >
      {following ? t('follow.following') : t('follow.follow')}
    </Button>
  );
}
