import type { RouteDef, RouteId } from '@arcadia/contract';
import type { Db } from '../db/client.ts';

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
 * Head data per route id: the service that owns a page's data (profiles, gifts, products, posts) registers its
 * provider with `registerHeadData(routeId, provider)` (profiles: services/profile/head.ts).
 */
const providers = new Map<string, HeadDataProvider>();

export function registerHeadData(routeId: RouteId, provider: HeadDataProvider) {
  providers.set(routeId, provider);
}

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
