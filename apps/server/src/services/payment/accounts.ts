import type { ChannelId } from '@arcadia/contract/calls/payment/common';
import { EVM_ADDRESS, TON_ADDRESS } from '@arcadia/contract/calls/wallet/common';
import { and, eq } from 'drizzle-orm';
import { processSettings } from '../../config-schema.ts';
import type { Db } from '../../db/client.ts';
import { paymentAccounts } from '../../db/schema/index.ts';
import { fieldError } from '../../lib/errors.ts';
import { dialCodeOf } from '../user/markets.ts';
import type { PaymentMarkets } from './markets.ts';

/**
 * Withdrawals to a new or changed payout account wait this long (a taken-over account cannot cash out at once):
 * PAYMENT_ACCOUNT_COOLDOWN_SECONDS, default 24 hours.
 */
const ACCOUNT_COOLDOWN_MS = processSettings().PAYMENT_ACCOUNT_COOLDOWN_SECONDS * 1000;
const EWALLETS: ChannelId[] = ['momo', 'dana', 'ovo', 'gopay', 'shopeepay', 'pagbank'];
const TRON_ADDRESS = /^T[1-9A-HJ-NP-Za-km-z]{33}$/;
const CPF = /^\d{11}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The account number in its stored form, or a field error saying what this market and channel expect. */
function normalizeAccountNumber(market: string, channel: ChannelId, raw: string): string {
  const text = raw.trim();
  const phone = (digits: string) => {
    const dial = dialCodeOf(market);
    const local = digits.replace(/[\s-]/g, '');
    const full = local.startsWith('+') ? local : `${dial}${local.replace(/^0/, '')}`;
    if (!full.startsWith(dial) || !/^\+\d{8,15}$/.test(full))
      throw fieldError({ number: [`must be a ${dial} phone number`] });
    return full;
  };
  if (EWALLETS.includes(channel)) return phone(text);
  if (channel === 'bank') {
    const digits = text.replace(/[\s-]/g, '');
    if (!/^\d{6,20}$/.test(digits)) throw fieldError({ number: ['must be a bank account number of 6 to 20 digits'] });
    return digits;
  }
  if (channel === 'pix') {
    const compact = text.replace(/[.\s-]/g, '');
    if (CPF.test(compact) || EMAIL.test(text) || UUID.test(text)) return CPF.test(compact) ? compact : text;
    if (text.startsWith('+')) return phone(text);
    throw fieldError({ number: ['must be a Pix key: CPF, email, phone or random key'] });
  }
  if (channel === 'ton' && TON_ADDRESS.test(text)) return text;
  if (channel === 'usdt_trc20' && TRON_ADDRESS.test(text)) return text;
  if ((channel === 'usdt_bep20' || channel === 'bsc') && EVM_ADDRESS.test(text)) return text.toLowerCase();
  throw fieldError({ number: ['must be a wallet address for this network'] });
}

export type AccountRow = typeof paymentAccounts.$inferSelect;
const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

function accountView(a: AccountRow) {
  return {
    id: a.id,
    channel: a.channel as ChannelId,
    holder: a.holder,
    number_masked: `•••• ${a.number.slice(-4)}`,
    created_at: seconds(a.createdAt),
    usable_from: seconds(a.usableFrom),
  };
}

export async function listAccounts(db: Db, userId: number) {
  const rows = await db.select().from(paymentAccounts).where(eq(paymentAccounts.userId, userId));
  return { list: rows.map(accountView) };
}

export async function saveAccount(
  db: Db,
  markets: PaymentMarkets,
  userId: number,
  market: string,
  input: { channel: ChannelId; holder: string; number: string },
) {
  const channel = markets.channel(market, input.channel);
  if (!channel?.directions.includes('withdraw')) throw fieldError({ channel: ['no withdrawals to this channel here'] });
  const number = normalizeAccountNumber(market, input.channel, input.number);
  const [row] = await db
    .insert(paymentAccounts)
    .values({
      userId,
      market,
      channel: input.channel,
      holder: input.holder,
      number,
      usableFrom: new Date(Date.now() + ACCOUNT_COOLDOWN_MS),
    })
    .onConflictDoUpdate({
      target: [paymentAccounts.userId, paymentAccounts.channel, paymentAccounts.number],
      set: { holder: input.holder, usableFrom: new Date(Date.now() + ACCOUNT_COOLDOWN_MS) },
    })
    .returning();
  return accountView(row as AccountRow);
}

export async function accountOf(db: Db, userId: number, id: number): Promise<AccountRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentAccounts)
    .where(and(eq(paymentAccounts.id, id), eq(paymentAccounts.userId, userId)));
  return row;
}
