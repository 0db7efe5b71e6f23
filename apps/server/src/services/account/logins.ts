import type { LinkedLogin } from '@arcadia/contract/calls/account/common';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { socialAccounts, tgAccounts, userIdentities } from '../../db/schema/index.ts';
import type { UserRow } from '../user/repo.ts';

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

/** +84901234567 -> +84*****567: enough for its owner to recognise, too little for anyone else. */
export function maskPhone(phone: string): string {
  if (phone.length <= 6) return `${phone.slice(0, 1)}***`;
  return `${phone.slice(0, 3)}${'*'.repeat(Math.max(3, phone.length - 6))}${phone.slice(-3)}`;
}

/** linh.tran@example.com -> l***@example.com */
function maskEmail(email: string): string {
  const at = email.indexOf('@');
  if (at <= 0) return email ? `${email.slice(0, 1)}***` : '';
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

/** Every way the player can log in, from what the user, Telegram and social services store. */
export async function linkedLogins(db: Db, user: UserRow): Promise<LinkedLogin[]> {
  const logins: LinkedLogin[] = [];
  if (user.phoneNumber) logins.push({ kind: 'phone', provider: 'phone', label: maskPhone(user.phoneNumber), since: 0 });
  if (user.passwordHash) logins.push({ kind: 'password', provider: 'password', label: '', since: 0 });
  for (const identity of await db.select().from(userIdentities).where(eq(userIdentities.userId, user.id)))
    logins.push({
      kind: 'oidc',
      provider: identity.provider,
      label: maskEmail(identity.email),
      since: seconds(identity.createdAt),
    });
  for (const tg of await db.select().from(tgAccounts).where(eq(tgAccounts.userId, user.id)))
    logins.push({
      kind: 'telegram',
      provider: 'telegram',
      label: tg.tgUsername ? `@${tg.tgUsername}` : '',
      since: seconds(tg.createdAt),
    });
  for (const social of await db.select().from(socialAccounts).where(eq(socialAccounts.userId, user.id)))
    logins.push({
      kind: 'social',
      provider: social.mediaType,
      label: social.username ? `@${social.username}` : '',
      since: seconds(social.linkedAt),
    });
  return logins;
}
