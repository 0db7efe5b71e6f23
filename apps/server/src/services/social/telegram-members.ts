import { AppError } from '../../lib/errors.ts';
import { fetchJson } from '../../lib/outbound.ts';

/**
 * Whether a Telegram user is in a channel or group, through the Bot API's getChatMember (the bot must be an
 * administrator of the chat). The adapter is an interface so tests and operators can point it elsewhere:
 * `botApiMembers(base)` calls `${base}/bot<token>/getChatMember`.
 */
export interface TelegramMembers {
  isMember(botToken: string, chatId: string, tgUserId: number): Promise<boolean>;
}

const MEMBER_STATUSES = new Set(['creator', 'administrator', 'member']);
/** Bot API descriptions that mean "this user is not in the chat" rather than a configuration problem. */
const NOT_A_MEMBER = /user not found|participant_id_invalid|member not found|user_not_participant/i;

export function botApiMembers(base: string): TelegramMembers {
  return {
    async isMember(botToken, chatId, tgUserId) {
      const query = new URLSearchParams({ chat_id: chatId, user_id: String(tgUserId) });
      const answer = await fetchJson(`${base}/bot${botToken}/getChatMember?${query}`);
      const body = answer.json as {
        ok?: unknown;
        result?: { status?: unknown; is_member?: unknown };
        description?: unknown;
      };
      if (answer.ok && body?.ok === true && body.result) {
        const status = String(body.result.status ?? '');
        return MEMBER_STATUSES.has(status) || (status === 'restricted' && body.result.is_member === true);
      }
      const description = typeof body?.description === 'string' ? body.description.slice(0, 200) : '';
      if (answer.status === 400 && NOT_A_MEMBER.test(description)) return false;
      throw new AppError('PROVIDER_UNAVAILABLE', undefined, {
        provider: 'telegram',
        status: answer.status,
        description,
      });
    },
  };
}
