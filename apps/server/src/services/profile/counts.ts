import type { Db } from '../../db/client.ts';

export interface ProfileCounts {
  posts: number;
  followers: number;
  following: number;
}

export type ProfileCountsProvider = (db: Db, profileId: number) => Promise<ProfileCounts>;

let provider: ProfileCountsProvider | undefined;

/**
 * A seam for the service that owns posts and follows (community): it registers how to count a profile's posts,
 * followers and followings, and the profile answers carry them. Until one registers, `counts` is null and the
 * pages show no counts rather than made-up zeros.
 */
export function registerProfileCounts(next: ProfileCountsProvider) {
  provider = next;
}

export async function countsOf(db: Db, profileId: number): Promise<ProfileCounts | null> {
  return provider ? provider(db, profileId) : null;
}
