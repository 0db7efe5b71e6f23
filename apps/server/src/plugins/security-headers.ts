import type { FastifyInstance } from 'fastify';

/**
 * Strict CSP (DESIGN.md section 5): no inline script, no third-party script. Frames are allowed only from
 * Telegram's web clients, which host the mini app in an iframe.
 */
export const CONTENT_SECURITY_POLICY = [
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

export function registerSecurityHeaders(app: FastifyInstance) {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'no-referrer');
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html')) {
      reply.header('Content-Security-Policy', CONTENT_SECURITY_POLICY);
      reply.header('Cross-Origin-Opener-Policy', 'same-origin-allow-popups');
      reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
    }
    if (type.startsWith('application/json') && !reply.hasHeader('cache-control'))
      reply.header('Cache-Control', 'no-store');
    return payload;
  });
}
