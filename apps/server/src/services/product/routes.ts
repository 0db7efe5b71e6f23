import { product } from '@arcadia/contract';
import type { FastifyInstance } from 'fastify';
import { localeOf } from '../../lib/locale.ts';
import { registerCall } from '../../lib/register-call.ts';
import { sweepProductImages } from './images.ts';
import {
  mySubmissions,
  type ProductDeps,
  productConfig,
  submitProduct,
  uploadImage,
  withdrawSubmission,
} from './service.ts';
import { productSettingsFrom } from './settings.ts';

const ORPHAN_SWEEP_MS = 3600 * 1000;

/** Creators' products (service `product`, docs/creator-products.md): thin routes. */
export async function productRoutes(app: FastifyInstance) {
  const settings = productSettingsFrom(app.config.settings);
  const deps: ProductDeps = {
    db: app.db,
    store: app.blobs,
    settings,
    limitUploads: (userId) =>
      app.rateLimit('product-upload', userId, { max: settings.uploadsPerHour, windowSeconds: 3600 }),
  };

  registerCall(app, product.productConfig, async (_i, req) => productConfig(deps, req.userId, localeOf(req)));
  registerCall(app, product.productUploadImage, async (input, req) => uploadImage(deps, req.userId, input));
  registerCall(app, product.productSubmit, async (input, req) => submitProduct(deps, req.userId, input, localeOf(req)));
  registerCall(app, product.productMySubmissions, async (input, req) =>
    mySubmissions(deps, req.userId, input.page, localeOf(req)),
  );
  registerCall(app, product.productWithdraw, async (input, req) =>
    withdrawSubmission(deps, req.userId, input.submission_id, localeOf(req)),
  );

  // Pictures no submission uses are deleted a day after upload (a refused or abandoned form).
  let timer: ReturnType<typeof setInterval> | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(
      () => void sweepProductImages(deps.db, deps.store).catch((e) => app.log.warn(e, 'product pictures')),
      ORPHAN_SWEEP_MS,
    );
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
