import * as z from 'zod/mini';
import { defineCall } from '../define.ts';
import {
  listOf,
  OFFER_KINDS,
  onePageCntField,
  PRODUCT_TYPES,
  pageField,
  productSummary,
  TASK_MARKETS,
  taskRequest,
} from './common.ts';

/**
 * POST /cpl/product_list (type, ...): the library. Filters by product type (spec: type web3), category and market
 * (default: the caller's market), sorted by `popular` (default), `new` or `reward`. With `kind` (download: the
 * install-and-open tasks of /task/download), only products with a top-level offer of that kind, and `xbOfferId` is
 * that offer.
 */
export const taskProductList = defineCall({
  service: 'task',
  method: 'POST',
  path: '/cpl/product_list',
  auth: 'optional',
  request: taskRequest({
    type: z.optional(z.enum(PRODUCT_TYPES)),
    page: pageField,
    one_page_cnt: onePageCntField,
    category: z.optional(z.string().check(z.regex(/^[a-z0-9_-]{1,32}$/, 'Must be a category id'))),
    market: z.optional(z.enum(TASK_MARKETS)),
    sort: z._default(z.enum(['popular', 'new', 'reward']), 'popular'),
    kind: z.optional(z.enum(OFFER_KINDS)),
  }),
  response: listOf(productSummary),
});
