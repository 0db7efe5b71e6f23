import type { RouteDef } from '@arcadia/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/index.ts';

/** What a page's own data adds to its head: a title, a description and an image for previews. */
export interface HeadEntity {
  /** Product and post titles, profile usernames. */
  title?: string;
  description?: string;
  image?: string;
  /** The gift sender's nickname (masked when rendered). */
  senderNickname?: string;
}

export type HeadDataProvider = (params: Record<string, string>, db: Db) => Promise<HeadEntity | undefined>;

/**
 * Head data per route id. Profile pages read the users table; a service that owns gifts,
 * products or posts registers its provider with `registerHeadData(routeId, provider)`.
 */
const providers = new Map<string, HeadDataProvider>();

export function registerHeadData(routeId: string, provider: HeadDataProvider) {
  providers.set(routeId, provider);
}

registerHeadData('profileXid', async ({ xid }, db) => {
  if (!xid || !/^\d{1,15}$/.test(xid)) return undefined;
  const [user] = await db
    .select({ username: users.username, headUrl: users.headUrl, intro: users.intro })
    .from(users)
    .where(eq(users.id, Number(xid)))
    .limit(1);
  if (!user) return undefined;
  return { title: user.username, description: user.intro || undefined, image: user.headUrl || undefined };
});

/** The page's data for its head; a failing provider costs the preview, never the page. */
export async function loadHeadData(
  route: RouteDef,
  params: Record<string, string>,
  db: Db | undefined,
): Promise<HeadEntity | undefined> {
  const provider = providers.get(route.id);
  if (!provider || !db) return undefined;
  try {
    return await provider(params, db);
  } catch {
    return undefined;
  }
}
