import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { deviceIdOf } from '../user/context.ts';

/**
 * The device a call came from, for the self-invite check (docs/share.md, "Self-invites"). The native app and Telegram
 * send a D-Id; a browser sends none, so the share pages give it a device cookie, sent to every /svc service so
 * that registering (the user service) and binding a code see it too. It identifies a browser, never a player.
 */
const SHARE_DEVICE_COOKIE = 'share_did';
const VALUE = /^s_[A-Za-z0-9_-]{22}$/;
const MAX_AGE_SECONDS = 2 * 365 * 24 * 3600;

function browserDeviceOf(request: FastifyRequest): string | undefined {
  const match = new RegExp(`(?:^|;\\s*)${SHARE_DEVICE_COOKIE}=([^;]*)`).exec(request.headers.cookie ?? '');
  const value = match?.[1]?.trim();
  return value && VALUE.test(value) ? value : undefined;
}

/** The request's device: the app's D-Id, else the browser's share cookie. */
export function shareDeviceOf(request: FastifyRequest): string | undefined {
  return deviceIdOf(request) ?? browserDeviceOf(request);
}

/** The request's device, giving a browser without one its cookie (Secure when served over HTTPS). */
export function ensureShareDevice(request: FastifyRequest, reply: FastifyReply, secure: boolean): string {
  const known = shareDeviceOf(request);
  if (known) return known;
  const made = `s_${randomBytes(16).toString('base64url')}`;
  reply.header(
    'set-cookie',
    `${SHARE_DEVICE_COOKIE}=${made}; Path=/svc; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`,
  );
  return made;
}
