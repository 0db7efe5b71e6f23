import type { FastifyInstance, FastifyRequest } from 'fastify';
import { shareDeviceOf } from './device.ts';
import { bindOnRegister } from './service.ts';
import { shareSettingsFrom } from './settings.ts';

export interface RegisterInviteFields {
  /** The phone login's invite_code: the share_uid the web stored from the link. */
  invite_code?: string | undefined;
  /** Telegram: the call's start_param, else the one inside init_data. */
  start_param?: string | undefined;
  init_data?: string | undefined;
}

/**
 * The user and tg services' registration hook: after a login answer that created the player (`is_new`), binds the
 * inviter the request names. Answers the login answer unchanged; a failure here is logged and never fails the login.
 */
export async function inviteOnRegister<A extends { user_id: number; is_new: boolean }>(
  app: FastifyInstance,
  request: FastifyRequest,
  answer: A,
  input: RegisterInviteFields,
): Promise<A> {
  if (!answer.is_new || !answer.user_id) return answer;
  try {
    const startParam = input.start_param || startParamOf(input.init_data);
    await bindOnRegister(
      { db: app.db, settings: shareSettingsFrom(app.config.settings), origin: app.config.publicOrigin },
      answer.user_id,
      { shareUid: input.invite_code, startParam, did: shareDeviceOf(request) },
    );
  } catch (error) {
    request.log.error({ err: error }, 'share: binding the inviter at registration failed');
  }
  return answer;
}

function startParamOf(initData: string | undefined): string | undefined {
  if (!initData) return undefined;
  try {
    return new URLSearchParams(initData).get('start_param') ?? undefined;
  } catch {
    return undefined;
  }
}
