import { LEGACY_PROFILE_ID_RE, PROFILE_XID_RE } from '@arcadia/contract/calls/profile/index';
import { registerHeadData } from '../../head/head-data.ts';
import { liveByXid, shownProfile, userInfo } from './repo.ts';

/**
 * The head of /profile/<xid> without JavaScript (spec section 2: the profile title uses the username): the
 * profile's name, its intro as the description and its background (else its avatar) as the preview image. An old
 * link's numeric user id names that player's shown profile, or their user info if they never opened a profile.
 * Reads only: a head never writes.
 */
registerHeadData('profileXid', async ({ xid }, db) => {
  if (!xid) return undefined;
  const row = PROFILE_XID_RE.test(xid)
    ? await liveByXid(db, xid)
    : LEGACY_PROFILE_ID_RE.test(xid)
      ? await shownProfile(db, Number(xid))
      : undefined;
  if (row) {
    const picture = row.backgroundKey || row.avatarKey;
    return {
      title: row.name,
      ...(row.intro ? { description: row.intro } : {}),
      ...(picture ? { image: `/img/${picture}` } : {}),
    };
  }
  if (!LEGACY_PROFILE_ID_RE.test(xid)) return undefined;
  const user = await userInfo(db, Number(xid));
  if (!user) return undefined;
  return {
    title: user.username,
    ...(user.intro ? { description: user.intro } : {}),
    ...(user.headUrl ? { image: user.headUrl } : {}),
  };
});
