import * as z from 'zod/mini';
import { PG_INT_MAX } from '../define.ts';

/**
 * Shared shapes of the task service (issue 13, spec section 7 "Task service", section 3 "Task card").
 *
 * COMMON PARAMS. Every task call's body may carry `user_id`, `userId` and `envContext` (spec: "the body is built from
 * common params"). They are accepted and checked, never trusted: the player is the session's (User-Id +
 * User-Secret-Key headers), and the market is the session's Country-Code header unless envContext names one.
 * Build request schemas with `taskRequest({...})` so every call accepts them the same way.
 *
 * AMOUNTS are decimal strings of the coin ("12.5"), USD values decimal strings with up to 4 decimals.
 * TIMES are unix seconds. IDS are the numbers the spec names: productId, xbOfferId (= offerId), stepId.
 */

/** Markets the task area serves: the main markets plus ru, uz, kz (issue 13). */
export const TASK_MARKETS = ['vn', 'th', 'id', 'ph', 'my', 'br', 'mx', 'ru', 'uz', 'kz'] as const;
export type TaskMarket = (typeof TASK_MARKETS)[number];

export const PRODUCT_TYPES = ['game', 'app', 'web3'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];
export const OFFER_KINDS = ['cpl', 'audit', 'download', 'welfare'] as const;
export type OfferKind = (typeof OFFER_KINDS)[number];
export const STEP_STATUSES = ['locked', 'open', 'done', 'pending_audit', 'rejected'] as const;
export type StepStatus = (typeof STEP_STATUSES)[number];
export const TAKE_STATUSES = ['active', 'done', 'expired'] as const;
export type TakeStatus = (typeof TAKE_STATUSES)[number];

/** An id of a serial column: a positive integer a Postgres `integer` holds. */
export const taskIdField = z.number().check(z.int(), z.positive(), z.lte(PG_INT_MAX));

const envText = z.optional(z.string().check(z.maxLength(128)));

/** App environment (spec section 3): device data the client sends with task calls. Unknown keys are dropped. */
export const envContext = z.object({
  country: z.optional(z.string().check(z.regex(/^([A-Za-z]{2})?$/, 'Must be a two-letter country code'))),
  country_code: z.optional(z.string().check(z.regex(/^([A-Za-z]{2})?$/, 'Must be a two-letter country code'))),
  language: envText,
  timezone: envText,
  version: envText,
  adid: envText,
  android_id: envText,
  did: envText,
  os: envText,
  model: envText,
  bssid: envText,
  client: envText,
  deeplink_offer_task_id: z.optional(
    z.union([taskIdField, z.string().check(z.regex(/^\d{0,10}$/, 'Must be an offer id'))]),
  ),
});
export type EnvContext = z.output<typeof envContext>;

const userIdField = z.optional(z.number().check(z.int(), z.nonnegative(), z.lte(Number.MAX_SAFE_INTEGER)));

/** The common params of every task call (spec section 7). */
export const commonParams = {
  user_id: userIdField,
  userId: userIdField,
  envContext: z.optional(envContext),
};

/** A task call's request: its own fields plus the common params. */
export function taskRequest<S extends Record<string, z.ZodMiniType>>(shape: S) {
  return z.object({ ...commonParams, ...shape });
}

/** Paging of list calls: page from 1, `one_page_cnt` items a page (default 20, at most 50). */
export const pageField = z._default(z.number().check(z.int(), z.positive(), z.lte(1000)), 1);
export const onePageCntField = z._default(z.number().check(z.int(), z.positive(), z.lte(50)), 20);

/** A reward in one coin with its USD value now. */
export const reward = z.object({ coin: z.string(), amount: z.string(), usd: z.string() });
export type Reward = z.output<typeof reward>;

/** A step's reward: contribute (KC) and, for some offers, a token on top. */
export const stepReward = z.object({
  coin: z.string(),
  amount: z.string(),
  usd: z.string(),
  token: z.nullable(reward),
});

/** Task card (spec section 3): productId, title, xbOfferId, productType, reward; plus what the card shows. */
export const taskCard = z.object({
  productId: z.number(),
  title: z.string(),
  /** The product's main offer in the caller's market (what the card opens). */
  xbOfferId: z.number(),
  productType: z.enum(PRODUCT_TYPES),
  /** Everything the product's offers pay in KC, with its USD value (tokens included in `usd`). */
  reward,
  icon: z.string(),
  category: z.string(),
  /** 'product': a product page (/task/product); 'task': a single task (/task/details). Spec section 2. */
  taskType: z.enum(['product', 'task']),
});
export type TaskCard = z.output<typeof taskCard>;

export const category = z.object({ id: z.string(), name: z.string(), count: z.number() });

export const step = z.object({
  stepId: z.number(),
  seq: z.number(),
  /** Machine-readable goal: level:10, purchase:1, minutes:30, install, open, checkin, screenshot, ... */
  goal: z.string(),
  title: z.string(),
  reward: stepReward,
  status: z.enum(STEP_STATUSES),
  /** Why an audit of this step was rejected (empty otherwise). */
  reason: z.string(),
});
export type Step = z.output<typeof step>;

export const take = z.object({
  clickId: z.string(),
  takeTime: z.number(),
  expiresAt: z.number(),
  link: z.string(),
  status: z.enum(TAKE_STATUSES),
});
export type Take = z.output<typeof take>;

export const offer = z.object({
  xbOfferId: z.number(),
  productId: z.number(),
  parentId: z.nullable(z.number()),
  title: z.string(),
  kind: z.enum(OFFER_KINDS),
  /** Days a take stays open from take time (spec: Task expiry). */
  expired: z.number(),
  /** Completions per day across players; 0 = no cap. */
  dailyCap: z.number(),
  /** How many sub-offers hang under this one (/cpl/list_son). */
  subCount: z.number(),
  /** Everything the offer's steps pay. */
  reward,
  steps: z.array(step),
  /** The caller's take; null for visitors and for offers not taken. */
  take: z.nullable(take),
});
export type Offer = z.output<typeof offer>;

/** A product of the library (/cpl/product_list). */
export const productSummary = z.object({
  productId: z.number(),
  slug: z.string(),
  title: z.string(),
  icon: z.string(),
  category: z.string(),
  productType: z.enum(PRODUCT_TYPES),
  /** Stars, one decimal (4.5). */
  rating: z.number(),
  markets: z.array(z.string()),
  xbOfferId: z.number(),
  offerCount: z.number(),
  reward,
  /** Unix seconds the product joined the catalogue. */
  createdAt: z.number(),
});
export type ProductSummary = z.output<typeof productSummary>;

export const listOf = <T extends z.ZodMiniType>(item: T) =>
  z.object({ list: z.array(item), total: z.number(), page: z.number(), has_more: z.boolean() });
