import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { onceOnly, requestHash } from '../../ledger/idempotency.ts';
import { type Exec, one } from '../../ledger/sql.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { seconds, type WalletDeps } from './deps.ts';

export type Terms = Record<string, string | number>;

export interface QuoteFlow<Q extends Terms, R> {
  userId: number;
  /** The call, e.g. 'offchain_swap'. */
  kind: string;
  /** The request fields the quote is for (without quote_id/signature). */
  params: Record<string, unknown>;
  quoteId: string | undefined;
  /** Whole request body, for the idempotency hash. */
  body: unknown;
  idempotencyKey: () => string;
  /** Works out the quote's terms (fees, rates, nonce, message). */
  price: () => Promise<Q>;
  /** Checks done before executing, outside the transaction (e.g. the signature). */
  precheck?: (terms: Q, tx: Exec) => void | Promise<void>;
  /** Executes at the quoted terms inside the idempotent transaction. */
  execute: (tx: Exec, terms: Q, quoteId: string) => Promise<R>;
}

export interface QuoteAnswer<Q, R> {
  executed: boolean;
  quote_id: string;
  expires_at: number;
  terms: Q;
  result: R | null;
}

/**
 * Quote then execute (contract: calls/wallet/common.ts). Without a quote id: price and store a quote
 * that expires. With one: the same fields, before expiry, once, under the caller's idempotency key.
 */
export async function quoteThenExecute<Q extends Terms, R>(
  deps: WalletDeps,
  flow: QuoteFlow<Q, R>,
): Promise<QuoteAnswer<Q, R>> {
  const paramsHash = requestHash(flow.kind, flow.params);
  if (!flow.quoteId) {
    const terms = await flow.price();
    const id = `q_${randomBytes(12).toString('hex')}`;
    const expiresAt = new Date(Date.now() + deps.quoteTtlMs);
    await deps.db.execute(
      sql`insert into wallet_quotes (id, user_id, kind, params_hash, terms, expires_at)
          values (${id}, ${flow.userId}, ${flow.kind}, ${paramsHash}, ${JSON.stringify(terms)}::jsonb, ${expiresAt.toISOString()})`,
    );
    return { executed: false, quote_id: id, expires_at: seconds(expiresAt), terms, result: null };
  }
  const quoteId = flow.quoteId;
  const quote = await one<{ kind: string; params_hash: string; terms: unknown; expires_at: string | Date }>(
    deps.db,
    sql`select kind, params_hash, terms, expires_at from wallet_quotes where id = ${quoteId} and user_id = ${flow.userId}`,
  );
  if (!quote) throw fieldError({ quote_id: ['Unknown quote, please ask for a new one'] });
  if (quote.kind !== flow.kind || quote.params_hash !== paramsHash) {
    throw fieldError({ quote_id: ['This quote was made for other values, please ask for a new one'] });
  }
  const terms = (typeof quote.terms === 'string' ? JSON.parse(quote.terms) : quote.terms) as Q;
  const key = flow.idempotencyKey();
  return onceOnly(deps.db, { userId: flow.userId, key, scope: `wallet/${flow.kind}`, body: flow.body }, async (tx) => {
    // Inside the idempotent transaction: a repeated key gets its first answer before any check the first execution
    // itself made stale (a TON message's seqno and valid_until); a refusal rolls the key's claim back.
    await flow.precheck?.(terms, tx);
    await useQuote(tx, quoteId);
    const result = await flow.execute(tx, terms, quoteId);
    return { executed: true, quote_id: quoteId, expires_at: seconds(quote.expires_at), terms, result };
  });
}

/** Marks the quote used; QUOTE_EXPIRED after its expiry, CONFLICT when already used. */
async function useQuote(tx: Exec, quoteId: string) {
  const used = await one<{ id: string }>(
    tx,
    sql`update wallet_quotes set used_at = now() where id = ${quoteId} and used_at is null and expires_at > now() returning id`,
  );
  if (used) return;
  const row = await one<{ used: boolean }>(
    tx,
    sql`select used_at is not null as used from wallet_quotes where id = ${quoteId}`,
  );
  if (row?.used) throw new AppError('CONFLICT', 'This quote was already used, please ask for a new one.');
  throw new AppError('QUOTE_EXPIRED');
}
