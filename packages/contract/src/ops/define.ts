import type * as z from 'zod/mini';
import type { Permission } from './permissions.ts';

/**
 * One operator-console call. Mounted by the server at `/ops-api<path>` (POST JSON), away from the players' `/svc`
 * calls: operators authenticate with their own session (header `Ops-Token`), never with a player's key.
 * `permission` is what the caller's role must allow; 'signed-in' any operator; 'public' no session (login and
 * accepting an invitation). `reauth` calls also need a password + TOTP check within the last 5 minutes.
 */
export interface OpsCallDef<Req extends z.ZodMiniType = z.ZodMiniType, Res extends z.ZodMiniType = z.ZodMiniType> {
  path: string;
  permission: Permission | 'signed-in' | 'public';
  reauth?: boolean;
  request: Req;
  response: Res;
}

export function defineOpsCall<Req extends z.ZodMiniType, Res extends z.ZodMiniType>(
  def: OpsCallDef<Req, Res>,
): OpsCallDef<Req, Res> {
  return def;
}

export const OPS_API_BASE = '/ops-api';
export const OPS_TOKEN_HEADER = 'Ops-Token';
