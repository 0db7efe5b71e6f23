import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The Telegram Bot API double for the e2e run, served by the shared sink (sms-sink.ts) under `/bot<token>/...`:
 * the server runs with TG_API_BASE=<sink origin>. getChatMember answers the status a spec set with
 * POST /bot-double/member {chat_id, user_id, status}; status 'error500' makes that chat answer HTTP 500.
 * Unset members have left (status 'left'), as Telegram answers for a user who is not in a channel.
 */
const members = new Map<string, string>();

export function handleBotApi(req: IncomingMessage, res: ServerResponse, url: URL, body: string): boolean {
  const send = (status: number, value: unknown) =>
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
  if (req.method === 'POST' && url.pathname === '/bot-double/member') {
    const { chat_id, user_id, status } = JSON.parse(body || '{}') as {
      chat_id: string;
      user_id: number;
      status: string;
    };
    members.set(`${chat_id}:${user_id}`, status);
    send(200, { ok: true });
    return true;
  }
  const match = /^\/bot\d+:[A-Za-z0-9_-]+\/getChatMember$/.exec(url.pathname);
  if (!match) return false;
  const chatId = url.searchParams.get('chat_id') ?? '';
  const userId = url.searchParams.get('user_id') ?? '';
  const status = members.get(`${chatId}:${userId}`) ?? 'left';
  if (status === 'error500') send(500, { ok: false, error_code: 500, description: 'Internal Server Error' });
  else send(200, { ok: true, result: { status, user: { id: Number(userId), is_bot: false, first_name: 'Hoa' } } });
  return true;
}

/** From a spec: sets what getChatMember answers for a chat and a Telegram user. */
export async function setChatMember(chatId: string, tgUserId: number, status: string) {
  const sink = new URL(process.env.SMS_HTTP_URL as string);
  await fetch(`${sink.origin}/bot-double/member`, {
    method: 'POST',
    body: JSON.stringify({ chat_id: chatId, user_id: tgUserId, status }),
  });
}
