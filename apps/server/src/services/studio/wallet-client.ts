import { randomUUID } from 'node:crypto';
import {
  WALLET_SIGNATURE_HEADER,
  type WalletMethod,
  type WalletRequest,
  type WalletResponse,
  walletResponse,
} from '@arcadia/contract/games/wallet-protocol';
import { signPayload } from '../payment/providers/stripe-signature.ts';

/**
 * A studio's side of the seamless-wallet protocol: signs each message and sends it to the operator's wallet. The
 * in-house studio uses it exactly as an outside studio would; `send` is the transport (in this process, the app's own
 * request pipeline; across machines, HTTP).
 */
type WalletTransport = (
  path: string,
  rawBody: string,
  headers: Record<string, string>,
) => Promise<{ statusCode: number; body: string }>;

export interface WalletClientOptions {
  provider: string;
  secret: string;
  send: WalletTransport;
  /** Unix seconds for the signature (tests move it). */
  clock?: () => number;
}

type Body<M extends WalletMethod> = Omit<WalletRequest<M>, 'request_id'> & { request_id?: string };

export function walletClient(options: WalletClientOptions) {
  const clock = options.clock ?? (() => Math.floor(Date.now() / 1000));
  async function call<M extends WalletMethod>(method: M, body: Body<M>): Promise<WalletResponse> {
    const raw = JSON.stringify({ request_id: randomUUID(), ...body });
    const headers = {
      'content-type': 'application/json',
      [WALLET_SIGNATURE_HEADER]: signPayload(options.secret, raw, clock()),
    };
    const answer = await options.send(`/games/wallet/${options.provider}/${method}`, raw, headers);
    const parsed = walletResponse.safeParse(JSON.parse(answer.body));
    if (!parsed.success) throw new Error(`wallet answered ${answer.statusCode} with an unreadable body`);
    return parsed.data;
  }
  return {
    call,
    authenticate: (token: string) => call('authenticate', { token }),
    balance: (token: string) => call('balance', { token }),
    bet: (body: Body<'bet'>) => call('bet', body),
    win: (body: Body<'win'>) => call('win', body),
    refund: (body: Body<'refund'>) => call('refund', body),
    endRound: (body: Body<'end_round'>) => call('end_round', body),
  };
}

export type WalletClient = ReturnType<typeof walletClient>;
