import type { FastifyInstance } from 'fastify';
import { type GoogleDriveConfig, googleDriveCsp } from '../lib/google-drive-config.ts';

/**
 * Strict CSP (DESIGN.md section 5): no inline script, no third-party script. Frames are allowed only from
 * Telegram's web clients, which host the mini app in an iframe.
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self' https://web.telegram.org",
].join('; ');

/** The policy plus, when Google Drive backup is configured, the Google sources it needs (lib/google-drive-config.ts). */
export function contentSecurityPolicy(googleDrive: GoogleDriveConfig | undefined): string {
  const extra = googleDriveCsp(googleDrive);
  if (!googleDrive) return CONTENT_SECURITY_POLICY;
  const add = (directive: string, sources: string[]) => `${directive} ${sources.join(' ')}`;
  const policy = CONTENT_SECURITY_POLICY.split('; ').map((d) => {
    if (d.startsWith('script-src')) return add(d, extra.script);
    if (d.startsWith('style-src')) return add(d, extra.style);
    if (d.startsWith('connect-src')) return add(d, extra.connect);
    return d;
  });
  policy.push(`frame-src ${extra.frame.join(' ')}`);
  return policy.join('; ');
}

export function registerSecurityHeaders(app: FastifyInstance) {
  const policy = contentSecurityPolicy(app.config.googleDrive);
  const hsts = app.config.hstsMaxAge > 0 ? `max-age=${app.config.hstsMaxAge}; includeSubDomains` : undefined;
  // The operator console is never framed by anyone (clickjacking its approve buttons).
  const consolePolicy = policy.replace(/frame-ancestors [^;]+/, "frame-ancestors 'none'");
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    if (hsts) reply.header('Strict-Transport-Security', hsts);
    reply.header('Referrer-Policy', 'no-referrer');
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html')) {
      const isConsole = request.url === '/ops' || request.url.startsWith('/ops/');
      reply.header('Content-Security-Policy', isConsole ? consolePolicy : policy);
      reply.header('Cross-Origin-Opener-Policy', 'same-origin-allow-popups');
      reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
    }
    if (type.startsWith('application/json') && !reply.hasHeader('cache-control'))
      reply.header('Cache-Control', 'no-store');
    return payload;
  });
}
