import { hmacHex, type OfferNetwork, sameHex, sortedQuery } from './network.ts';

/**
 * Our own network (the offers we run with studios directly, and the demo): GET /postback/builtin with
 * `click_id`, `txn_id`, `step` (seq), `reversal` (0|1), `reason`, `ts`, and `sig` = hex HMAC-SHA256 of the other
 * parameters sorted by name (`k=v&...`), keyed with TASK_NETWORK_BUILTIN_SECRET. A reversal names the original txn_id.
 */
export function builtinNetwork(options: { secret: string; publicOrigin: string }): OfferNetwork {
  return {
    id: 'builtin',
    parse(params) {
      const txnId = params.txn_id ?? '';
      if (!options.secret) return { ok: false, reason: 'network_disabled', txnId };
      if (!sameHex(hmacHex(options.secret, sortedQuery(params, ['sig'])), params.sig))
        return { ok: false, reason: 'bad_signature', txnId };
      if (!/^[A-Za-z0-9_.:-]{1,64}$/.test(txnId)) return { ok: false, reason: 'bad_txn_id', txnId };
      const clickId = params.click_id ?? '';
      if (!clickId) return { ok: false, reason: 'missing_click_id', txnId };
      const seq = Number(params.step);
      return {
        ok: true,
        conversion: {
          txnId,
          clickId,
          step: Number.isInteger(seq) && seq > 0 ? { seq } : undefined,
          reversal: params.reversal === '1',
          reason: (params.reason ?? '').slice(0, 200),
        },
      };
    },
    trackingLink: ({ clickId }) => `${options.publicOrigin}/offer-sandbox/click/${encodeURIComponent(clickId)}`,
  };
}

/** Signs builtin postback parameters (the network double and tests use it). */
export function signBuiltin(secret: string, params: Record<string, string>): Record<string, string> {
  return { ...params, sig: hmacHex(secret, sortedQuery(params)) };
}
