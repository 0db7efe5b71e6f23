import { splitLocale } from '@arcadia/contract';
import { lazy, Suspense } from 'react';
import { Link } from '../../app/router/link.tsx';
import { useLocation } from '../../app/router/route-context.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { useSession } from '../../session/session-store.ts';
import { buttonClassName } from '../../ui/button.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';

/** Shown to players on others' profiles (a visitor is asked to log in): with the posts' queries, it loads there. */
const FollowButtonView = lazy(() => import('./follow-button.tsx').then((m) => ({ default: m.FollowButton })));

/** Follow or stop following a profile (follow-button.tsx); its own chunk, apart from the profile's posts. */
export function FollowButton(props: { xid: string; following?: boolean }) {
  const visitor = useSession((s) => !s.hasLogin);
  // A button-sized place while its code and texts load, so the buttons beside it do not change width.
  const place = <Skeleton width="0.96rem" height="var(--touch)" radius="md" />;
  return <Suspense fallback={place}>{visitor ? <FollowLogin /> : <FollowButtonView {...props} />}</Suspense>;
}

/** What a visitor sees for "follow": the way to log in first, and back here after. */
export function FollowLogin() {
  const { t } = useTranslation('posts');
  const location = useLocation();
  const back = `${splitLocale(location.pathname).rest}${location.search}`;
  return (
    <Link
      to={`/user/login-home?backUrl=${encodeURIComponent(back)}`}
      className={buttonClassName({ variant: 'primary' })}
      data-testid="follow-login"
    >
      {t('follow.follow')}
    </Link>
  );
}
