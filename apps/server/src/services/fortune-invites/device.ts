import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { deviceIdOf } from '../user/context.ts';

/**
 * The device a call came from, for the self-referral check (docs/fortune-invites.md, "Self-referrals"). The native
 * app and Telegram send a D-Id; a browser sends none, so the invite calls give it a device cookie of its own, which
 * registration then reads: a second account registered through the inviter's link in the inviter's browser is on the
 * inviter's device. The cookie is HttpOnly and sent only to /svc/fortune; it identifies a browser, never a player.
 */
const DEVICE_COOKIE = 'fortune_did';
const VALUE = /^b_[A-Za-z0-9_-]{22}$/;
const MAX_AGE_SECONDS = 2 * 365 * 24 * 3600;

/** The browser's device cookie, when it carries a well-formed one. */
function browserDeviceOf(request: FastifyRequest): string | undefined {
  const match = new RegExp(`(?:^|;\\s*)${DEVICE_COOKIE}=([^;]*)`).exec(request.headers.cookie ?? '');
  const value = match?.[1]?.trim();
  return value && VALUE.test(value) ? value : undefined;
}

/** The request's device: the app's D-Id, else the browser's cookie. */
export function deviceOf(request: FastifyRequest): string | undefined {
  return deviceIdOf(request) ?? browserDeviceOf(request);
}

/** The request's device, giving a browser that has none its cookie (Secure when the site is served over HTTPS). */
export function ensureDevice(request: FastifyRequest, reply: FastifyReply, secure: boolean): string {
  const known = deviceOf(request);
  if (known) return known;
  const made = `b_${randomBytes(16).toString('base64url')}`;
  reply.header(
    'set-cookie',
    `${DEVICE_COOKIE}=${made}; Path=/svc/fortune; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`,
  );
  return made;
}
