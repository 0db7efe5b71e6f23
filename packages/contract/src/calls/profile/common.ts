import * as z from 'zod/mini';
import { hasControlCharacter } from '../wallet/common.ts';

/**
 * Shapes of a player's public profiles (service `profile`, docs/profiles.md). A player has one to MAX_PROFILES
 * profiles and shows one at a time (the one selected last); the shown profile is mirrored into their user info
 * (username, head_url, intro, background_images). A profile is named in URLs by its `xid`: 10 random characters,
 * a lowercase letter then lowercase letters and digits, so it never reads as the numeric user id of an old link
 * (/profile/<userId>) and never as one of the /profile/<page> routes (select, create, setup, account, ...).
 */
export const PROFILE_XID_RE = /^[a-z][a-z0-9]{9}$/;
/** An old link's user id: /profile/100001 opens that player's shown profile. */
export const LEGACY_PROFILE_ID_RE = /^\d{1,15}$/;

export const MAX_PROFILES = 5;
export const PROFILE_NAME_MAX = 40;
export const PROFILE_INTRO_MAX = 300;
export const PROFILE_LINKS_MAX = 5;
export const PROFILE_LINK_LABEL_MAX = 30;
export const PROFILE_LINK_URL_MAX = 300;
/** Largest picture accepted, bytes after base64 decoding (the app downscales on the device first). */
export const PROFILE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
/** Pictures declaring more pixels than this are refused before they are decoded. */
export const PROFILE_IMAGE_MAX_PIXELS = 24_000_000;

export const profileXid = z.string().check(z.maxLength(16), z.regex(PROFILE_XID_RE, 'Must be a profile id'));

/** A profile's name as typed: spaces around it dropped; any script, no control characters. */
export const profileName = z.string().check(
  z.trim(),
  z.minLength(1, 'Enter a name'),
  z.maxLength(PROFILE_NAME_MAX),
  z.refine((v) => !hasControlCharacter(v), 'Must not contain control characters'),
);

/** Line breaks are allowed in an intro; other control characters are not. */
export const profileIntro = z.string().check(
  z.trim(),
  z.maxLength(PROFILE_INTRO_MAX),
  z.refine((v) => !hasControlCharacter(v.replace(/\r?\n/g, ' ')), 'Must not contain control characters'),
);

/** True for an absolute http(s) URL with a host and no credentials (javascript:, data: and the like are not). */
export function isWebLink(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0 && !url.username;
  } catch {
    return false;
  }
}

export const profileLink = z.object({
  /** What the link shows; '' shows the link's host. */
  label: z._default(
    z.string().check(
      z.trim(),
      z.maxLength(PROFILE_LINK_LABEL_MAX),
      z.refine((v) => !hasControlCharacter(v), 'Must not contain control characters'),
    ),
    '',
  ),
  url: z
    .string()
    .check(z.trim(), z.maxLength(PROFILE_LINK_URL_MAX), z.refine(isWebLink, 'Must be an http or https link')),
});
export type ProfileLink = z.infer<typeof profileLink>;

export const profileLinks = z.array(profileLink).check(z.maxLength(PROFILE_LINKS_MAX));

/** A profile as its owner sees it. Picture URLs are same-origin `/img/...` paths, '' when unset. */
export const ownProfile = z.object({
  xid: z.string(),
  name: z.string(),
  intro: z.string(),
  avatar_url: z.string(),
  background_url: z.string(),
  links: z.array(z.object({ label: z.string(), url: z.string() })),
  /** The profile the player shows now. */
  shown: z.boolean(),
  created_at: z.number(),
});
export type OwnProfile = z.infer<typeof ownProfile>;

/** What other services count for a profile (posts, followers, following), when such a service is running. */
export const profileCounts = z.nullable(z.object({ posts: z.number(), followers: z.number(), following: z.number() }));
