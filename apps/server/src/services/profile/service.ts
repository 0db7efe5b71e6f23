import {
  LEGACY_PROFILE_ID_RE,
  MAX_PROFILES,
  type OwnProfile,
  type ProfileImageKind,
  type ProfileLink,
} from '@arcadia/contract/calls/profile/index';
import type { Db } from '../../db/client.ts';
import { onceOnly } from '../../ledger/idempotency.ts';
import { inTransaction } from '../../ledger/ledger.ts';
import type { Exec } from '../../ledger/sql.ts';
import { AppError } from '../../lib/errors.ts';
import { type BlobStore, isBlobKey } from '../../lib/storage.ts';
import { countsOf } from './counts.ts';
import { IMAGE_AREAS, profilePicture } from './images.ts';
import {
  everHadProfile,
  insertProfile,
  liveByXid,
  liveProfiles,
  lockPlayer,
  markSelected,
  mirrorIntoUser,
  type NewProfile,
  type ProfileRow,
  shownProfile,
  softDelete,
  updateProfileRow,
  userInfo,
} from './repo.ts';
import { newXid } from './xid.ts';

/**
 * A player's public profiles (docs/profiles.md). Every player has one to MAX_PROFILES live profiles and shows the
 * one selected last; its name, avatar, intro and background are mirrored into their user row, so user info,
 * headers and gift nicknames follow it. Every write that changes which profile is shown, or what the shown one
 * says, holds the player's user-row lock, so racing writes queue and the mirror always matches.
 */

export interface ProfileDeps {
  db: Db;
  blobs: BlobStore;
}

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);
const imageUrl = (key: string) => (key ? `/img/${key}` : '');

function ownView(row: ProfileRow, shownId: number): OwnProfile {
  return {
    xid: row.xid,
    name: row.name,
    intro: row.intro,
    avatar_url: imageUrl(row.avatarKey),
    background_url: imageUrl(row.backgroundKey),
    links: row.links.map((l) => ({ label: l.label, url: l.url })),
    shown: row.id === shownId,
    created_at: seconds(row.createdAt),
  };
}

const notFound = () => new AppError('NOT_FOUND', 'No such profile.', { reason: 'profile_not_found' });

/** Inserts a profile under a fresh random xid, drawing again on the (astronomically rare) collision. */
async function insertFresh(tx: Exec | Db, row: NewProfile): Promise<ProfileRow> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const inserted = await insertProfile(tx, { ...row, xid: newXid() });
    if (inserted) return inserted;
  }
  throw new Error('profiles: five xid collisions in a row');
}

/** A blob key out of one of our own `/img/<key>` URLs; '' for anything else (another origin, a shipped image). */
function ownUploadKey(url: string, area: string): string {
  const key = url.startsWith('/img/') ? url.slice(5) : '';
  return isBlobKey(key) && key.startsWith(`${area}/`) ? key : '';
}

/** The first profile, made from the user info (the caller holds the player's lock and saw no profile). */
async function insertFirst(tx: Exec, userId: number): Promise<ProfileRow> {
  const info = await userInfo(tx, userId);
  if (!info) throw new AppError('SESSION_INVALID');
  return insertFresh(tx, {
    userId,
    name: info.username.trim().slice(0, 40) || `Player ${userId}`,
    intro: info.intro.slice(0, 300),
    avatarKey: ownUploadKey(info.headUrl, 'avatar'),
    backgroundKey: ownUploadKey(info.backgroundImage, 'profile-bg'),
  });
}

/**
 * The player's live profiles, making their first from their user info if they never had one. Empty only for a
 * player whose profiles were all removed with their account (none is made for them again).
 */
async function ensureProfiles(db: Db, userId: number): Promise<ProfileRow[]> {
  const found = await liveProfiles(db, userId);
  if (found.length > 0) return found;
  return inTransaction(db, async (tx) => {
    if (!(await lockPlayer(tx, userId))) throw new AppError('SESSION_INVALID');
    const again = await liveProfiles(tx, userId);
    if (again.length > 0 || (await everHadProfile(tx, userId))) return again;
    return [await insertFirst(tx, userId)];
  });
}

/** profile/mine: every live profile, the shown one first, with the shown one's counts. */
export async function listMine(deps: ProfileDeps, userId: number) {
  const rows = await ensureProfiles(deps.db, userId);
  const shown = rows[0];
  if (!shown) throw notFound();
  return {
    profiles: rows.map((r) => ownView(r, shown.id)),
    shown_xid: shown.xid,
    max_profiles: MAX_PROFILES,
    counts: await countsOf(deps.db, shown.id),
  };
}

/** The player's live profile `xid` under their lock, or NOT_FOUND (not theirs, deleted, or never made). */
async function lockedOwn(tx: Exec, userId: number, xid: string): Promise<ProfileRow> {
  if (!(await lockPlayer(tx, userId))) throw new AppError('SESSION_INVALID');
  const row = await liveByXid(tx, xid);
  if (!row || row.userId !== userId) throw notFound();
  return row;
}

/**
 * profile/create: once per Idempotency-Key (a repeat, even fifty at once, answers the same profile), within the cap
 * (counted under the player's lock). The new profile is shown at once: the player sets it up next.
 */
export async function createProfile(
  deps: ProfileDeps,
  userId: number,
  key: string,
  input: { name: string; intro: string },
) {
  return onceOnly(deps.db, { userId, key, scope: 'profile/create', body: input }, async (tx) => {
    if (!(await lockPlayer(tx, userId))) throw new AppError('SESSION_INVALID');
    const existing = await liveProfiles(tx, userId);
    if (existing.length === 0 && !(await everHadProfile(tx, userId))) await insertFirst(tx, userId);
    if (Math.max(existing.length, 1) >= MAX_PROFILES)
      throw new AppError('CONFLICT', `At most ${MAX_PROFILES} profiles.`, {
        reason: 'too_many_profiles',
        max: MAX_PROFILES,
      });
    const made = await markSelected(tx, await insertFresh(tx, { userId, name: input.name, intro: input.intro }));
    await mirrorIntoUser(tx, made);
    return { profile: ownView(made, made.id) };
  });
}

/** profile/select: shows this profile; selecting the shown one again changes nothing. */
export async function selectProfile(deps: ProfileDeps, userId: number, xid: string) {
  return inTransaction(deps.db, async (tx) => {
    const row = await lockedOwn(tx, userId, xid);
    const shown = await shownProfile(tx, userId);
    if (shown?.id === row.id) return { profile: ownView(row, row.id) };
    const selected = await markSelected(tx, row);
    await mirrorIntoUser(tx, selected);
    return { profile: ownView(selected, selected.id) };
  });
}

/** profile/update: name, intro and links replaced; the user info follows when it is the shown profile. */
export async function updateProfile(
  deps: ProfileDeps,
  userId: number,
  input: { xid: string; name: string; intro: string; links: ProfileLink[] },
) {
  return inTransaction(deps.db, async (tx) => {
    const row = await lockedOwn(tx, userId, input.xid);
    const links = input.links.map((l) => ({ label: l.label, url: l.url }));
    const updated = await updateProfileRow(tx, row.id, { name: input.name, intro: input.intro, links });
    const shown = await shownProfile(tx, userId);
    if (shown?.id === updated.id) await mirrorIntoUser(tx, updated);
    return { profile: ownView(updated, shown?.id ?? 0) };
  });
}

/**
 * profile/upload_image: the picture is checked and re-encoded before any lock is taken, stored, then attached in
 * one transaction; a refused attach (the profile was deleted meanwhile) removes the new file, a done one removes
 * the picture it replaced.
 */
export async function uploadImage(
  deps: ProfileDeps,
  userId: number,
  input: { xid: string; kind: ProfileImageKind; img: string },
) {
  const before = await liveByXid(deps.db, input.xid);
  if (!before || before.userId !== userId) throw notFound();
  const picture = await profilePicture(input.img, input.kind);
  const key = await deps.blobs.put(IMAGE_AREAS[input.kind], picture, 'webp');
  let replaced = '';
  const answer = await inTransaction(deps.db, async (tx) => {
    const row = await lockedOwn(tx, userId, input.xid);
    replaced = input.kind === 'avatar' ? row.avatarKey : row.backgroundKey;
    const updated = await updateProfileRow(
      tx,
      row.id,
      input.kind === 'avatar' ? { avatarKey: key } : { backgroundKey: key },
    );
    const shown = await shownProfile(tx, userId);
    if (shown?.id === updated.id) await mirrorIntoUser(tx, updated);
    return { profile: ownView(updated, shown?.id ?? 0) };
  }).catch(async (error: unknown) => {
    await deps.blobs.delete(key).catch(() => undefined);
    throw error;
  });
  if (replaced && replaced !== key) await deps.blobs.delete(replaced).catch(() => undefined);
  return answer;
}

/** profile/delete: never the last one; deleting the shown one shows the one selected before it. */
export async function deleteProfile(deps: ProfileDeps, userId: number, xid: string) {
  const { left, gone } = await inTransaction(deps.db, async (tx) => {
    const row = await lockedOwn(tx, userId, xid);
    const all = await liveProfiles(tx, userId);
    if (all.length <= 1)
      throw new AppError('CONFLICT', 'A player keeps at least one profile.', { reason: 'last_profile' });
    const wasShown = all[0]?.id === row.id;
    await softDelete(tx, row.id);
    const rest = all.filter((p) => p.id !== row.id);
    if (wasShown) await mirrorIntoUser(tx, rest[0] as ProfileRow);
    return { left: rest, gone: row };
  });
  for (const picture of [gone.avatarKey, gone.backgroundKey])
    if (picture) await deps.blobs.delete(picture).catch(() => undefined);
  const shown = left[0] as ProfileRow;
  return { profiles: left.map((r) => ownView(r, shown.id)), shown_xid: shown.xid };
}

/**
 * The live profile a public id names: an xid, or an old link's numeric user id, which names that player's shown
 * profile (made from their user info if they never had one, so every old link keeps working).
 */
async function profileByPublicId(db: Db, id: string): Promise<ProfileRow | undefined> {
  if (!LEGACY_PROFILE_ID_RE.test(id)) return liveByXid(db, id);
  const userId = Number(id);
  if (!Number.isSafeInteger(userId) || !(await userInfo(db, userId))) return undefined;
  return (await ensureProfiles(db, userId))[0];
}

/** profile/public: what anyone sees at /profile/<xid>. */
export async function publicProfile(deps: ProfileDeps, id: string, viewerId: number) {
  const row = await profileByPublicId(deps.db, id);
  if (!row) throw notFound();
  return {
    xid: row.xid,
    name: row.name,
    intro: row.intro,
    avatar_url: imageUrl(row.avatarKey),
    background_url: imageUrl(row.backgroundKey),
    links: row.links.map((l) => ({ label: l.label, url: l.url })),
    created_at: seconds(row.createdAt),
    is_mine: viewerId > 0 && viewerId === row.userId,
    counts: await countsOf(deps.db, row.id),
  };
}
