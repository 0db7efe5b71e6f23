import * as z from 'zod/mini';
import { OFFER_KINDS, PRODUCT_TYPES } from '../../calls/task/common.ts';
import { COIN_CODES } from '../../calls/wallet/common.ts';
import { LOCALES } from '../../locales.ts';
import { defineOpsCall } from '../define.ts';
import { idField, pageField } from './shared.ts';

/**
 * The offer and product catalogue in the console (docs/tasks.md "Console"): products with their offers, steps,
 * rewards, markets, caps, expiry and schedule; creating and editing them, pausing and resuming offers. Every change
 * is audited with before and after (`catalogue.*`).
 */

const marketField = z.string().check(z.regex(/^[a-z]{2}$/, 'must be a market code like vn'));
const marketsField = z.array(marketField).check(z.maxLength(30));
const textOf = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));

/** Texts per locale; en-US is required (players of other locales fall back to it). */
const localizedField = (max: number) =>
  z
    .partialRecord(z.enum(LOCALES), textOf(max))
    .check(z.refine((v) => typeof v['en-US'] === 'string', { message: 'en-US is required', path: ['en-US'] }));

/** A slug of the generated artwork (served at /task-art/<slug>/icon.svg): any slug draws its own picture. */
export const artSlugField = z
  .string()
  .check(z.regex(/^[a-z0-9][a-z0-9-]{0,47}$/, 'must be lower-case letters, digits and -'));
const decimalField = z.string().check(z.regex(/^\d{1,15}(\.\d{1,18})?$/, 'must be a decimal number like 12.5'));
const secondsField = z.number().check(z.int(), z.positive(), z.lte(4_102_444_800));

export const OFFER_NETWORKS = ['builtin', 'ayet'] as const;
export const PRODUCT_STATUSES = ['all', 'active', 'paused'] as const;
/** live: listed and taken now; paused by an operator; scheduled: starts later; ended: its end has passed. */
export const OFFER_STATES = ['live', 'paused', 'scheduled', 'ended'] as const;

const localizedView = z.record(z.string(), z.string());

export const catalogueProductView = z.object({
  id: z.number(),
  slug: z.string(),
  /** en-US title (else the first). */
  title: z.string(),
  titles: localizedView,
  descriptions: localizedView,
  category_id: z.string(),
  product_type: z.enum(PRODUCT_TYPES),
  icon: z.string(),
  /** The artwork's slug the icon and screenshots are drawn from. */
  art: z.string(),
  markets: z.array(z.string()),
  active: z.boolean(),
  offers: z.number(),
  created_at: z.number(),
});

export const catalogueStepView = z.object({
  id: z.number(),
  seq: z.number(),
  goal: z.string(),
  titles: localizedView,
  reward_kc: z.string(),
  reward_token_coin: z.nullable(z.string()),
  reward_token: z.string(),
});

export const catalogueOfferView = z.object({
  id: z.number(),
  product_id: z.number(),
  parent_id: z.nullable(z.number()),
  kind: z.enum(OFFER_KINDS),
  title: z.string(),
  titles: localizedView,
  network: z.string(),
  network_offer_id: z.nullable(z.string()),
  markets: z.array(z.string()),
  daily_cap: z.number(),
  user_daily_cap: z.number(),
  expire_days: z.number(),
  min_seconds: z.number(),
  starts_at: z.nullable(z.number()),
  ends_at: z.nullable(z.number()),
  active: z.boolean(),
  state: z.enum(OFFER_STATES),
  steps: z.array(catalogueStepView),
});

/** Products, newest first, 20 a page: `q` matches a title (any locale) or the id; with the categories for forms. */
export const opsCatalogueProducts = defineOpsCall({
  path: '/catalogue/products',
  permission: 'catalogue.manage',
  request: z.object({
    q: z.optional(z.string().check(z.trim(), z.maxLength(80))),
    market: z.optional(marketField),
    status: z._default(z.enum(PRODUCT_STATUSES), 'all'),
    page: pageField,
  }),
  response: z.object({
    list: z.array(catalogueProductView),
    has_more: z.boolean(),
    categories: z.array(z.object({ id: z.string(), name: z.string() })),
  }),
});

/** One product with every offer (sub-offers, paused and scheduled ones included) and their steps. */
export const opsCatalogueProductDetail = defineOpsCall({
  path: '/catalogue/product',
  permission: 'catalogue.manage',
  request: z.object({ product_id: idField }),
  response: z.object({ product: catalogueProductView, offers: z.array(catalogueOfferView) }),
});

/**
 * Creates a product (no `product_id`) or edits one: titles (en-US required), descriptions, category, type, the
 * artwork slug, markets (empty: every market) and whether it is listed. Audited as `catalogue.product_create` /
 * `catalogue.product_update`.
 */
export const opsCatalogueProductSave = defineOpsCall({
  path: '/catalogue/products/save',
  permission: 'catalogue.manage',
  request: z.object({
    product_id: z.optional(idField),
    titles: localizedField(80),
    descriptions: z._default(z.partialRecord(z.enum(LOCALES), z.string().check(z.trim(), z.maxLength(2000))), {}),
    category_id: z.string().check(z.minLength(1), z.maxLength(40)),
    product_type: z.enum(PRODUCT_TYPES),
    art: z.optional(artSlugField),
    markets: marketsField,
    active: z._default(z.boolean(), true),
  }),
  response: catalogueProductView,
});

const stepInput = z.object({
  goal: z.string().check(z.regex(/^[a-z_]{1,30}(:\d{1,6})?$/, 'must be a goal like level:10, purchase:1 or install')),
  titles: localizedField(120),
  /** KC, at most 2 decimals. */
  reward_kc: decimalField,
  reward_token_coin: z.optional(z.nullable(z.enum(COIN_CODES))),
  reward_token: z.optional(decimalField),
});

/**
 * Creates an offer (no `offer_id`) or edits one: kind, titles, network, markets (empty: wherever its product runs),
 * the daily caps (0 = none), expiry days from take time, the schedule (`starts_at` / `ends_at` in seconds, null =
 * open; outside it players neither see nor take the offer) and its steps in order with KC and token rewards. A step
 * that was ever completed or audited cannot be removed. Audited as `catalogue.offer_create` / `catalogue.offer_update`.
 */
export const opsCatalogueOfferSave = defineOpsCall({
  path: '/catalogue/offers/save',
  permission: 'catalogue.manage',
  reauth: true,
  request: z.object({
    offer_id: z.optional(idField),
    product_id: idField,
    parent_id: z.optional(z.nullable(idField)),
    kind: z.enum(OFFER_KINDS),
    titles: localizedField(120),
    network: z._default(z.enum(OFFER_NETWORKS), 'builtin'),
    network_offer_id: z.optional(z.nullable(z.string().check(z.trim(), z.minLength(1), z.maxLength(80)))),
    markets: marketsField,
    daily_cap: z.number().check(z.int(), z.gte(0), z.lte(10_000_000)),
    user_daily_cap: z._default(z.number().check(z.int(), z.gte(0), z.lte(10_000)), 0),
    expire_days: z.number().check(z.int(), z.gte(1), z.lte(365)),
    min_seconds: z._default(z.number().check(z.int(), z.gte(0), z.lte(86_400)), 0),
    starts_at: z._default(z.nullable(secondsField), null),
    ends_at: z._default(z.nullable(secondsField), null),
    steps: z.array(stepInput).check(z.minLength(1), z.maxLength(20)),
  }),
  response: catalogueOfferView,
});

/** Pauses (`active: false`: not listed, not taken; takes already made still complete) or resumes an offer. */
export const opsCatalogueOfferStatus = defineOpsCall({
  path: '/catalogue/offers/status',
  permission: 'catalogue.manage',
  request: z.object({ offer_id: idField, active: z.boolean() }),
  response: catalogueOfferView,
});
