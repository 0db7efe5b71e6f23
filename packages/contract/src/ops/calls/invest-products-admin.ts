import * as z from 'zod/mini';
import { investProduct, usdtAmount } from '../../calls/invest/common.ts';
import { defineOpsCall } from '../define.ts';
import { plainText } from './fortune-popups-create.ts';
import { pageField } from './shared.ts';

/** A market code as the invest products use it. */
const investMarketField = z.string().check(z.regex(/^[a-z]{2}$/, 'must be a market code like vn'));

/** A product in the console: its terms, the principal subscribed now and how many positions hold it. */
export const opsInvestProduct = z.object({ product: investProduct, active_positions: z.number() });

/**
 * Invest products of every market (or of `market`), newest first, 20 a page (docs/invest.md, "Operator"), with the
 * principal subscribed and the active positions; `closed` ones are paused (no new subscriptions).
 */
export const opsInvestProducts = defineOpsCall({
  path: '/invest/products',
  permission: 'invest.manage',
  request: z.object({ market: z.optional(investMarketField), page: pageField }),
  response: z.object({ list: z.array(opsInvestProduct), has_more: z.boolean() }),
});

/**
 * Creates an invest product for one market: name in the market's language, kind, APR and (fixed) term and early
 * redemption penalty, minimum, cap per player and in total (USDT). Field errors when the minimum is above the caps or a
 * fixed product has no term. Audited as `invest.product_create`.
 */
export const opsInvestProductCreate = defineOpsCall({
  path: '/invest/products/create',
  permission: 'invest.manage',
  reauth: true,
  request: z.object({
    market: investMarketField,
    name: plainText(80, false),
    kind: z.enum(['fixed', 'flexible']),
    apr_bps: z.number().check(z.int(), z.gte(1), z.lte(10_000)),
    term_days: z._default(z.number().check(z.int(), z.gte(0), z.lte(3650)), 0),
    penalty_bps: z._default(z.number().check(z.int(), z.gte(0), z.lte(10_000)), 0),
    min_amount: usdtAmount,
    per_user_cap: usdtAmount,
    total_cap: usdtAmount,
  }),
  response: opsInvestProduct,
});

/**
 * Pauses (`closed`: no new subscriptions; positions keep running and paying) or resumes (`open`) a product. Audited as
 * `invest.product_pause` / `invest.product_resume` with the status before and after.
 */
export const opsInvestProductStatus = defineOpsCall({
  path: '/invest/products/status',
  permission: 'invest.manage',
  request: z.object({ product_id: z.number().check(z.int(), z.positive()), status: z.enum(['open', 'closed']) }),
  response: opsInvestProduct,
});
