import type { ParsedRequestOf, user } from '@arcadia/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { TgConfig } from '../tg/bots.ts';
import { validateLoginWidget } from '../tg/login-widget.ts';
import { markHashSeen } from '../tg/repo.ts';
import { botToken, loginTelegramUser } from '../tg/service.ts';

/**
 * POST /user/tg_web_login: the Login Widget payload (checked as Telegram documents, max age TG_AUTH_MAX_AGE_SECONDS,
 * one use per hash in the tg seen-hash table) logs in the same player as /tg/register_or_login for that user.
 */
export async function tgWebLogin(db: Db, config: TgConfig, input: ParsedRequestOf<typeof user.tgWebLogin>) {
  const { bot_name, ...data } = input;
  const result = validateLoginWidget(data, {
    botToken: botToken(config, bot_name),
    maxAgeSeconds: config.maxAgeSeconds,
  });
  if (!result.ok) throw new AppError('TG_INIT_DATA_INVALID', undefined, { reason: result.reason });
  if (!(await markHashSeen(db, `widget:${result.hash}`, config.maxAgeSeconds * 2)))
    throw new AppError('TG_INIT_DATA_INVALID', undefined, { reason: 'replayed' });
  return (await loginTelegramUser(db, result.user, bot_name, 'tg_widget')).answer;
}
