import { headerValue, hmacHex, type OfferNetwork, sameHex, sortedQuery } from './network.ts';

export const AYET_HASH_HEADER = 'X-Ayetstudios-Security-Hash';

/**
 * ayeT-Studios offerwall callbacks (../shared/references/postbacks-and-seamless-wallet.md 1.1): HTTP GET with the
 * placement's macros; header X-Ayetstudios-Security-Hash = hex HMAC-SHA256 of every parameter sorted by name as
 * `k=v&k=v`, keyed with the publisher API key. We configure the callback URL as
 *   /postback/ayet?transaction_id={transaction_id}&external_identifier={external_identifier}
 *     &is_chargeback={is_chargeback}&chargeback_reason={chargeback_reason}&currency_amount={currency_amount}
 *     &payout_usd={payout_usd}&event_name={event_name}
 * and put our click id in the offerwall URL as external_identifier; event_name names the step's goal (level:10).
 * Reversals come to the same URL with is_chargeback=1 and the original transaction id prefixed `r-`.
 * The reward paid is always the step's, from our catalogue: currency_amount is recorded, never trusted.
 */
export function ayetNetwork(options: { apiKey: string; offerwallUrl: string }): OfferNetwork {
  return {
    id: 'ayet',
    parse(params, headers) {
      const raw = params.transaction_id ?? '';
      if (!options.apiKey) return { ok: false, reason: 'network_disabled', txnId: raw };
      if (!sameHex(hmacHex(options.apiKey, sortedQuery(params)), headerValue(headers, AYET_HASH_HEADER)))
        return { ok: false, reason: 'bad_signature', txnId: raw };
      const reversal = params.is_chargeback === '1';
      const txnId = reversal && raw.startsWith('r-') ? raw.slice(2) : raw;
      if (!/^[A-Za-z0-9_.:-]{1,64}$/.test(txnId)) return { ok: false, reason: 'bad_txn_id', txnId: raw };
      const clickId = params.external_identifier ?? '';
      if (!clickId) return { ok: false, reason: 'missing_click_id', txnId };
      const goal = params.event_name?.trim();
      return {
        ok: true,
        conversion: {
          txnId,
          clickId,
          step: goal ? { goal } : undefined,
          reversal,
          reason: (params.chargeback_reason ?? '').slice(0, 200),
        },
      };
    },
    trackingLink: ({ clickId, networkOfferId }) => {
      const url = new URL(options.offerwallUrl || 'https://www.ayetstudios.com/offers/web_offerwall/0');
      url.searchParams.set('external_identifier', clickId);
      if (networkOfferId) url.searchParams.set('offer_id', networkOfferId);
      return url.toString();
    },
  };
}
