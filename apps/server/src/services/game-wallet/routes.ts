import {
  WALLET_METHODS,
  WALLET_SIGNATURE_HEADER,
  type WalletMethod,
  type WalletResponse,
  walletRequests,
} from '@arcadia/contract/games/wallet-protocol';
import type { FastifyInstance } from 'fastify';
import { accountId } from '../../ledger/accounts.ts';
import { checkSignature } from '../payment/providers/stripe-signature.ts';
import { gameProvidersFrom, isProviderId } from './providers.ts';
import { type WalletDeps, walletHandlers } from './wallet-service.ts';

/** Each provider may send this many wallet messages a minute (a busy studio sends a few per spin per player). */
const MESSAGES_PER_MINUTE = 20_000;

/**
 * The seamless wallet's endpoint, `/games/wallet/<provider>/<method>` (outside the players' replay guard: providers
 * sign their own messages). A bad or stale signature is answered before anything is read from the body.
 */
export async function gameWalletRoutes(app: FastifyInstance) {
  const providers = gameProvidersFrom(app.config.settings, app.config.env === 'production');
  const deps: WalletDeps = { db: app.db, house: await accountId(app.db, { system: 'house' }, 'USDT') };
  app.decorate('gameProviders', providers);

  await app.register(async (hooks) => {
    hooks.removeContentTypeParser('application/json');
    hooks.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_req, body, done) =>
      done(null, body),
    );
    hooks.post<{ Params: { provider: string; method: string } }>(
      '/games/wallet/:provider/:method',
      async (request, reply): Promise<WalletResponse> => {
        const { provider: providerId, method } = request.params;
        const provider = isProviderId(providerId) ? providers[providerId] : undefined;
        if (!provider?.enabled || !(WALLET_METHODS as readonly string[]).includes(method)) {
          reply.code(404);
          return { status: 'BAD_REQUEST', request_id: '' };
        }
        await app.rateLimit('game-wallet', providerId, { max: MESSAGES_PER_MINUTE, windowSeconds: 60 });
        const raw = String(request.body ?? '');
        const header = request.headers[WALLET_SIGNATURE_HEADER.toLowerCase()];
        const signed = checkSignature(
          Array.isArray(header) ? header[0] : header,
          raw,
          provider.secret,
          Math.floor(Date.now() / 1000),
        );
        if (signed !== 'ok') return { status: 'INVALID_SIGNATURE', request_id: '' };
        return handle(deps, providerId, method as WalletMethod, raw);
      },
    );
  });
}

async function handle(deps: WalletDeps, provider: string, method: WalletMethod, raw: string): Promise<WalletResponse> {
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return { status: 'BAD_REQUEST', request_id: '' };
  }
  const parsed = walletRequests[method].safeParse(body);
  if (!parsed.success) {
    const requestId = (body as { request_id?: unknown } | null)?.request_id;
    return { status: 'BAD_REQUEST', request_id: typeof requestId === 'string' ? requestId.slice(0, 128) : '' };
  }
  const handler = walletHandlers[method] as (
    ctx: { deps: WalletDeps; provider: string; now: Date },
    req: typeof parsed.data,
  ) => Promise<WalletResponse>;
  return handler({ deps, provider, now: new Date() }, parsed.data);
}

declare module 'fastify' {
  interface FastifyInstance {
    gameProviders: Record<import('./providers.ts').ProviderId, import('./providers.ts').GameProvider>;
  }
}

// Shares `app.gameProviders` with the whole app (the Fortune lobby and the in-house studio read it).
(gameWalletRoutes as unknown as Record<symbol, boolean>)[Symbol.for('skip-override')] = true;
