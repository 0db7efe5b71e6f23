import { defaultServiceBase, profile } from '@arcadia/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall, requireKey } from '../../lib/register-call.ts';
import type { Limit } from '../../plugins/rate-limit.ts';
import { clientIp } from '../../plugins/rate-limit.ts';
import './head.ts';
import {
  createProfile,
  deleteProfile,
  listMine,
  type ProfileDeps,
  publicProfile,
  selectProfile,
  updateProfile,
  uploadImage,
} from './service.ts';

/** Visitors' reads of public profiles, per address (players count against their per-user limit). */
export const PUBLIC_READS_PER_IP: Limit = { max: 120, windowSeconds: 60 };

/** Room for a picture at PROFILE_IMAGE_MAX_BYTES as base64 in JSON (the server's default body limit is 1 MB). */
const UPLOAD_BODY_LIMIT = 3 * 1024 * 1024;

/** A player's public profiles (service `profile`, docs/profiles.md): thin routes. */
export async function profileRoutes(app: FastifyInstance) {
  const deps: ProfileDeps = { db: app.db, blobs: app.blobs };
  const uploadUrl = `${defaultServiceBase('profile')}${profile.profileUploadImage.path}`;
  app.addHook('onRoute', (route) => {
    if (route.url === uploadUrl) route.bodyLimit = UPLOAD_BODY_LIMIT;
  });

  registerCall(app, profile.profileMine, async (_i, req) => listMine(deps, req.userId));
  registerCall(app, profile.profileCreate, async (input, req) =>
    createProfile(deps, req.userId, requireKey(req), input),
  );
  registerCall(app, profile.profileSelect, async (input, req) => selectProfile(deps, req.userId, input.xid));
  registerCall(app, profile.profileUpdate, async (input, req) => updateProfile(deps, req.userId, input));
  registerCall(app, profile.profileUploadImage, async (input, req) => uploadImage(deps, req.userId, input));
  registerCall(app, profile.profileDelete, async (input, req) => deleteProfile(deps, req.userId, input.xid));
  registerCall(app, profile.profilePublic, async (input, req) => {
    if (!req.userId) await app.rateLimit('profile-public', clientIp(req), PUBLIC_READS_PER_IP);
    return publicProfile(deps, input.xid, req.userId);
  });
}
