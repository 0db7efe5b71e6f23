import { nextRequestId, postEvent, waitFor } from './bridge.ts';

const CONTACT_WAIT_MS = 60_000;
const METHOD_WAIT_MS = 5_000;

async function invokeCustomMethod(method: string, params: Record<string, unknown> = {}): Promise<unknown> {
  const reqId = nextRequestId();
  const answer = waitFor('custom_method_invoked', (data) => data.req_id === reqId, METHOD_WAIT_MS);
  answer.catch(() => {});
  postEvent('web_app_invoke_custom_method', { req_id: reqId, method, params });
  const data = await answer;
  if (data.error) throw new Error(String(data.error));
  return data.result;
}

/**
 * Telegram 6.9+: `web_app_request_phone` shows the client's share-contact prompt; after `phone_requested` with
 * status 'sent', the signed contact string comes from the custom method getRequestedContact (it may take a moment
 * to arrive, so it is asked a few times).
 */
export async function requestContact(): Promise<string | undefined> {
  const answer = waitFor('phone_requested', () => true, CONTACT_WAIT_MS);
  answer.catch(() => {});
  postEvent('web_app_request_phone');
  const { status } = await answer.catch(() => ({ status: 'timeout' }));
  if (status !== 'sent') return undefined;
  for (let attempt = 0; attempt < 4; attempt++) {
    const result = await invokeCustomMethod('getRequestedContact').catch(() => undefined);
    if (typeof result === 'string' && result.includes('contact=')) return result;
    await new Promise((resolve) => setTimeout(resolve, 400 * (attempt + 1)));
  }
  return undefined;
}
