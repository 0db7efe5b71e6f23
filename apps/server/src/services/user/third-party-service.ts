import type { ParsedRequestOf, user } from '@arcadia/contract';
import type { FastifyRequest } from 'fastify';
import { isUniqueViolation } from '../../ledger/sql.ts';
import { AppError } from '../../lib/errors.ts';
import type { UserDeps } from './context.ts';
import { countryByIp } from './context.ts';
import { DEFAULT_MARKET, isMarket } from './markets.ts';
import type { ProviderName } from './oidc/providers.ts';
import type { VerifiedIdentity } from './oidc/verifier.ts';
import { findIdentity, findUserById, insertIdentity, insertUser, listIdentities } from './repo.ts';
import { newUserLogin } from './service.ts';
import { completeLogin, type LoginAnswer, limitLogin, requireUser } from './session-service.ts';

/** Logs in with a provider's id token, creating the player (and the link) the first time. */
export async function thirdPartyLogin(
  deps: UserDeps,
  request: FastifyRequest,
  provider: ProviderName,
  idToken: string,
  nonce: string | undefined,
): Promise<LoginAnswer> {
  await limitLogin(deps, request);
  const identity = await deps.oidc.verify(provider, idToken, nonce);
  const { user, isNew } = await playerOf(deps, request, identity);
  return completeLogin(deps, request, user, `third_party_${provider}`, isNew);
}

/** The player linked to a verified identity, made (with the link) the first time. */
export async function playerOf(deps: UserDeps, request: FastifyRequest, identity: VerifiedIdentity) {
  const { provider } = identity;
  const linked = await findIdentity(deps.app.db, provider, identity.subject);
  if (linked) return { user: await requireUser(deps, linked.userId), isNew: false };

  const ipCountry = countryByIp(request);
  const create = deps.app.db.transaction(async (tx) => {
    const row = await insertUser(tx as never, {
      username: identity.email ? (identity.email.split('@')[0] ?? 'Player').slice(0, 32) : 'Player',
      userLogin: newUserLogin(),
      countryCode: isMarket(ipCountry) ? ipCountry : DEFAULT_MARKET,
    });
    await insertIdentity(tx as never, { provider, subject: identity.subject, userId: row.id, email: identity.email });
    return row;
  });
  try {
    return { user: await create, isNew: true };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // A concurrent first login linked this identity: log in to that player.
    const raced = await findIdentity(deps.app.db, provider, identity.subject);
    if (!raced) throw error;
    return { user: await requireUser(deps, raced.userId), isNew: false };
  }
}

export async function thirdPartyBind(
  deps: UserDeps,
  request: FastifyRequest,
  input: ParsedRequestOf<typeof user.thirdPartyBind>,
) {
  const identity = await deps.oidc.verify(input.provider, input.id_token, input.nonce);
  const linked = await findIdentity(deps.app.db, input.provider, identity.subject);
  if (linked && linked.userId !== request.userId) throw new AppError('THIRD_PARTY_ALREADY_BOUND');
  if (!linked) {
    try {
      await insertIdentity(deps.app.db, {
        provider: input.provider,
        subject: identity.subject,
        userId: request.userId,
        email: identity.email,
      });
    } catch (error) {
      // The player already linked another account of this provider, or a concurrent bind won.
      if (isUniqueViolation(error)) throw new AppError('THIRD_PARTY_ALREADY_BOUND');
      throw error;
    }
  }
  return { provider: input.provider, email: identity.email };
}

export async function regbindInfoList(deps: UserDeps, request: FastifyRequest) {
  if (!(await findUserById(deps.app.db, request.userId))) throw new AppError('SESSION_INVALID');
  const bound = await listIdentities(deps.app.db, request.userId);
  const providers = new Set<string>([...deps.oidc.configured(), ...bound.map((b) => b.provider)]);
  return {
    list: [...providers].map((provider) => {
      const link = bound.find((b) => b.provider === provider);
      return {
        provider: provider as ProviderName,
        bound: Boolean(link),
        email: link?.email ?? '',
        bound_at: link ? Math.floor(link.createdAt.getTime() / 1000) : 0,
      };
    }),
  };
}
