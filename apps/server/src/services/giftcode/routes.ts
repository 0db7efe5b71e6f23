import { giftcode } from '@arcadia/contract';
import type { FastifyInstance } from 'fastify';
import { localeOf } from '../../lib/locale.ts';
import { registerCall, requireKey } from '../../lib/register-call.ts';
import { guessGuard } from './guard.ts';
import './head.ts';
import { shareTextFrom } from './messages.ts';
import { claimGift, createPacket, type GiftDeps, giftConfig, giftDetail, giftHistory, sweepGifts } from './service.ts';
import { giftSettingsFrom } from './settings.ts';

/** The main brand's gift codes and red packets (service `giftcode`, docs/giftcodes.md): thin routes. */
export async function giftcodeRoutes(app: FastifyInstance) {
  const deps: GiftDeps = {
    db: app.db,
    settings: giftSettingsFrom(app.config.settings),
    shareText: shareTextFrom(app.config.webDist),
  };

  registerCall(app, giftcode.giftcodeConfig, async (_i, req) => giftConfig(deps, req.userId));
  registerCall(app, giftcode.giftcodeCreate, async (input, req) =>
    createPacket(deps, req.userId, requireKey(req), input),
  );
  registerCall(app, giftcode.giftcodeClaim, async (input, req) =>
    claimGift(deps, req.userId, requireKey(req), input.code, guessGuard(app, req, req.userId)),
  );
  registerCall(app, giftcode.giftcodeDetail, async (input, req) =>
    giftDetail(deps, input.code, req.userId || undefined, localeOf(req), guessGuard(app, req, req.userId || undefined)),
  );
  registerCall(app, giftcode.giftcodeHistory, async (input, req) =>
    giftHistory(deps, req.userId, input.tab, input.page),
  );

  // Expired red packets end (their rest back to the creator) on every server process: each ends once under its
  // guarded update and ledger key, however many processes sweep at the same time.
  let timer: ReturnType<typeof setInterval> | undefined;
  app.addHook('onReady', async () => {
    if (deps.settings.sweepEveryMs <= 0) return;
    timer = setInterval(
      () => void sweepGifts(deps.db).catch((e) => app.log.warn(e, 'gift code expiry')),
      deps.settings.sweepEveryMs,
    );
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
