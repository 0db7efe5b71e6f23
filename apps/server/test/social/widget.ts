import { createHash, createHmac } from 'node:crypto';
import { BOT_NAME, BOT_TOKEN } from '../tg/tg-fixtures.ts';

/** A Login Widget payload signed as Telegram signs it (written here independently of the server's check). */
export function widgetPayload(
  options: {
    tgUserId?: number;
    authDate?: number;
    token?: string;
    fields?: Record<string, string>;
    /** Leave these optional fields out (Telegram sends only what the user has). */
    omit?: string[];
  } = {},
) {
  const fields: Record<string, string> = {
    id: String(options.tgUserId ?? 660001),
    first_name: 'Lan',
    last_name: 'Vo',
    username: 'lanvo',
    photo_url: 'https://t.me/i/userpic/320/lanvo.jpg',
    auth_date: String(options.authDate ?? Math.floor(Date.now() / 1000)),
    ...options.fields,
  };
  for (const key of options.omit ?? []) delete fields[key];
  const check = Object.keys(fields)
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('\n');
  const secret = createHash('sha256')
    .update(options.token ?? BOT_TOKEN)
    .digest();
  const hash = createHmac('sha256', secret).update(check).digest('hex');
  return {
    bot_name: BOT_NAME,
    ...fields,
    id: Number(fields.id),
    auth_date: Number(fields.auth_date),
    hash,
  } as Record<string, string | number>;
}
