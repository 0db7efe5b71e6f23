/**
 * What the rest of Fortune takes from invites: the invite link's code (kept from /fortune?invite=<code> for the join
 * screen), the join screen's note of it, and the way in from the rewards screen. The screen itself loads lazily from
 * home-page.tsx (?tab=invite).
 */
export { forgetInviteCode, useInviteCode } from './invite-code.ts';
export { InviteEntry } from './invite-entry.tsx';
export { JoinInvite } from './join-invite.tsx';
