import { randomBytes } from 'node:crypto';
import { AYET_HASH_HEADER } from './ayet.ts';
import { signBuiltin } from './builtin.ts';
import { hmacHex, sortedQuery } from './network.ts';

/**
 * The offer-network double (demo and tests): stands in for the networks we cannot reach. The tracking link of a
 * take opens its page (/offer-sandbox/click/<clickId>), where a tester completes a step or charges one back; the
 * double then sends real signed callbacks in the network's own format (builtin: `sig` parameter; ayeT: the
 * X-Ayetstudios-Security-Hash header) to /postback/<network>, the way networks do: late (after `delayMs`), each
 * one twice, and a chargeback may be sent before its conversion (out of order).
 */

interface SandboxStep {
  seq: number;
  goal: string;
}

export interface SandboxCallback {
  network: string;
  /** Query string as the network would send it. */
  query: string;
  headers: Record<string, string>;
}

export interface NetworkDouble {
  /** The callbacks for a completed step (conversion) or a chargeback of the step's last conversion. */
  callbacks(input: { network: string; clickId: string; step: SandboxStep; reversal: boolean; txnId?: string }): {
    txnId: string;
    callback: SandboxCallback;
  };
  /** Sends a callback late and twice (as networks retry), answers when both were sent. */
  deliver(callback: SandboxCallback): Promise<number[]>;
  close(): void;
}

export function networkDouble(options: {
  secrets: { builtin: string; ayet: string };
  delayMs: number;
  send: (callback: SandboxCallback) => Promise<number>;
}): NetworkDouble {
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const later = (ms: number) =>
    new Promise<void>((resolve) => {
      const t = setTimeout(() => {
        timers.delete(t);
        resolve();
      }, ms);
      timers.add(t);
    });
  return {
    callbacks({ network, clickId, step, reversal, txnId }) {
      const id = txnId ?? `sbx-${randomBytes(8).toString('hex')}`;
      if (network === 'ayet') {
        const params: Record<string, string> = {
          transaction_id: reversal ? `r-${id}` : id,
          external_identifier: clickId,
          is_chargeback: reversal ? '1' : '0',
          currency_amount: reversal ? '-1' : '1',
          payout_usd: '0.10',
          event_name: step.goal,
          ...(reversal ? { chargeback_reason: 'sandbox chargeback' } : {}),
        };
        // Signed over the decoded values sorted by name; sent URL-encoded.
        const headers = { [AYET_HASH_HEADER]: hmacHex(options.secrets.ayet, sortedQuery(params)) };
        return { txnId: id, callback: { network, query: new URLSearchParams(params).toString(), headers } };
      }
      const params = signBuiltin(options.secrets.builtin, {
        click_id: clickId,
        txn_id: id,
        step: String(step.seq),
        reversal: reversal ? '1' : '0',
        ts: String(Math.floor(Date.now() / 1000)),
        ...(reversal ? { reason: 'sandbox chargeback' } : {}),
      });
      return { txnId: id, callback: { network, query: new URLSearchParams(params).toString(), headers: {} } };
    },
    async deliver(callback) {
      await later(options.delayMs);
      const first = await options.send(callback);
      await later(Math.max(50, Math.floor(options.delayMs / 3)));
      return [first, await options.send(callback)];
    },
    close() {
      for (const t of timers) clearTimeout(t);
      timers.clear();
    },
  };
}
