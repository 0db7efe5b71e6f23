import { ErrorCode, user } from '@arcadia/contract';
import { LOCALES } from '@arcadia/contract/locales';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import { registerCall } from '../../lib/register-call.ts';
import type { UserDeps } from './context.ts';
import { OidcCodeFlow } from './oidc/code-flow.ts';
import { oidcProvidersFrom, type ProviderName } from './oidc/providers.ts';
import { completeLogin, limitLogin, requireUser } from './session-service.ts';
import { playerOf } from './third-party-service.ts';

/** A path of this app to come back to (as the pages' safeBackUrl allows), else the home page. */
const IN_APP = /^\/(?![/\\])[A-Za-z0-9\-._~/?=&%+,:@]{0,300}$/;
const DEFAULT_LOCALE = 'en-US';
/** Ties a flow to the browser that started it (SameSite=Lax: sent on the provider's redirect back, a top-level GET). */
const FLOW_COOKIE = 'arcadia_oidc';

function cookieOf(header: string | undefined, name: string): string {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return '';
}

/**
 * Third-party login in the browser (docs/api.md, "Third-party login"): GET /auth/oidc/<provider>/start sends the
 * player to the provider (code flow with PKCE), GET /auth/oidc/callback finishes it and sends the player to
 * login-home with a one-time ticket in the fragment, which the page trades for the session through
 * POST /user/oidc_ticket_login. Failures come back as `?oidc_error=<reason>` for the page to explain.
 */
export function registerOidcBrowserLogin(app: FastifyInstance, deps: UserDeps) {
  const configs = oidcProvidersFrom(app.config.settings);
  const flow = new OidcCodeFlow(configs, app.fastStore, `${app.config.publicOrigin}/auth/oidc/callback`);
  const known = new Set<string>(configs.map((c) => c.name));

  const loginHome = (locale: string, backUrl: string, extra: Record<string, string> = {}, fragment = '') => {
    const query = new URLSearchParams({ ...(backUrl === '/' ? {} : { backUrl }), ...extra });
    const search = query.size > 0 ? `?${query}` : '';
    return `/${locale}/user/login-home${search}${fragment ? `#${fragment}` : ''}`;
  };
  const failed = (reply: FastifyReply, locale: string, backUrl: string, reason: string) =>
    reply.header('cache-control', 'no-store').redirect(loginHome(locale, backUrl, { oidc_error: reason }), 303);

  app.get<{ Params: { provider: string }; Querystring: { backUrl?: string; locale?: string } }>(
    '/auth/oidc/:provider/start',
    async (request, reply) => {
      const locale = LOCALES.find((l) => l === request.query.locale) ?? DEFAULT_LOCALE;
      const backUrl = IN_APP.test(request.query.backUrl ?? '') ? (request.query.backUrl as string) : '/';
      if (!known.has(request.params.provider)) return failed(reply, locale, backUrl, 'unknown_provider');
      try {
        await limitLogin(deps, request);
        const started = await flow.start(request.params.provider as ProviderName, backUrl, locale);
        const secure = app.config.publicOrigin.startsWith('https:') ? '; Secure' : '';
        return reply
          .header('cache-control', 'no-store')
          .header(
            'set-cookie',
            `${FLOW_COOKIE}=${started.browser}; Path=/auth/oidc; Max-Age=600; HttpOnly; SameSite=Lax${secure}`,
          )
          .redirect(started.url, 303);
      } catch (error) {
        return failed(
          reply,
          locale,
          backUrl,
          error instanceof AppError && error.code === ErrorCode.RATE_LIMITED ? 'busy' : 'unavailable',
        );
      }
    },
  );

  app.get<{ Querystring: { code?: string; state?: string; error?: string } }>(
    '/auth/oidc/callback',
    async (request, reply) => {
      const started = await flow.take(request.query.state ?? '', cookieOf(request.headers.cookie, FLOW_COOKIE));
      if (!started) return failed(reply, DEFAULT_LOCALE, '/', 'expired');
      const { locale, backUrl } = started;
      if (request.query.error || !request.query.code)
        return failed(reply, locale, backUrl, request.query.error === 'access_denied' ? 'denied' : 'refused');
      try {
        const idToken = await flow.idToken(started, request.query.code.slice(0, 2048));
        const identity = await deps.oidc.verify(started.provider, idToken, started.nonce);
        const { user: player, isNew } = await playerOf(deps, request, identity);
        const ticket = await flow.issueTicket({ userId: player.id, provider: started.provider, isNew });
        return reply
          .header('cache-control', 'no-store')
          .redirect(loginHome(locale, backUrl, {}, `oidc=${ticket}`), 303);
      } catch (error) {
        request.log.warn({ err: error, provider: started.provider }, 'third-party login failed');
        return failed(
          reply,
          locale,
          backUrl,
          error instanceof AppError && error.code === ErrorCode.UNAVAILABLE ? 'unavailable' : 'refused',
        );
      }
    },
  );

  registerCall(app, user.oidcTicketLogin, async ({ ticket }, request) => {
    await limitLogin(deps, request);
    const login = await flow.takeTicket(ticket);
    if (!login) throw new AppError('THIRD_PARTY_TOKEN_INVALID', undefined, { reason: 'ticket unknown or spent' });
    const player = await requireUser(deps, login.userId);
    return completeLogin(deps, request, player, `third_party_${login.provider}`, login.isNew);
  });
}
