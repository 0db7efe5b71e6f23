import { wallet } from '@arcadia/contract';
import type { FastifyInstance } from 'fastify';
import { createDevnet } from '../../chain/devnet.ts';
import { registerCall } from '../../lib/register-call.ts';
import { requireNotFrozen } from '../user/require-not-frozen.ts';
import { walletKeyFrom } from './crypto.ts';
import { requireKey, type WalletDeps } from './deps.ts';
import * as keys from './keys.ts';
import * as offchain from './offchain.ts';
import * as onchain from './onchain.ts';
import * as service from './service.ts';
import { startTicker } from './ticker.ts';

/** The wallet service's dependencies; tests build the same to drive the devnet clock. */
export function walletDeps(app: FastifyInstance): WalletDeps {
  return {
    db: app.db,
    chain: createDevnet(),
    encKey: walletKeyFrom(app.config.settings, app.config.env === 'production'),
    quoteTtlMs: app.config.settings.WALLET_QUOTE_TTL_MS,
    holdTtlMs: app.config.settings.WALLET_HOLD_TTL_MS,
    googleDrive: app.config.googleDrive,
  };
}

/** The wallet service (spec section 7): thin routes over service.ts, offchain.ts, onchain.ts and keys.ts. */
export async function walletRoutes(app: FastifyInstance) {
  const deps = walletDeps(app);
  if (!deps.encKey) app.log.error('WALLET_ENC_KEY is not set: put_frag/get_frag/put_shard/get_shard answer 5030');
  if (app.config.env !== 'test') startTicker(app, deps);

  registerCall(app, wallet.getWalletInfo, (_, req) => service.walletInfo(deps, req.userId));
  registerCall(app, wallet.userAsset, ({ coin }, req) => service.userAsset(deps, req.userId, coin));
  registerCall(app, wallet.totalAssetInUsdt, (_, req) => service.totalAsset(deps, req.userId));
  registerCall(app, wallet.getTokenInfo, ({ coin }) => service.tokenInfo(deps, coin));
  registerCall(app, wallet.getChainList, async () => service.chainList(deps));
  registerCall(app, wallet.offchainHistory, (input, req) => service.offchainHistory(deps, req.userId, input));
  registerCall(app, wallet.transferHistory, (input, req) => service.transferHistory(deps, req.userId, input));
  registerCall(app, wallet.onchainHistory, (input, req) => onchain.onchainHistory(deps, req.userId, input));
  registerCall(app, wallet.onchainSwapHistory, (input, req) => onchain.onchainHistory(deps, req.userId, input, 'swap'));
  registerCall(app, wallet.onchainAsset, (input) => onchain.onchainAsset(deps, input));

  // A frozen player's money does not leave: to another player or to a chain (withdrawals check it too).
  registerCall(app, wallet.offchainTransfer, async (input, req) => {
    await requireNotFrozen(app.db, req.userId);
    return offchain.offchainTransfer(deps, req.userId, input, requireKey(req));
  });
  registerCall(app, wallet.offchainSwap, (input, req) =>
    offchain.offchainSwap(deps, req.userId, input, () => requireKey(req)),
  );
  registerCall(app, wallet.transferFromOffchainToOnchain, async (input, req) => {
    await requireNotFrozen(app.db, req.userId);
    return offchain.withdrawToChain(deps, req.userId, input, () => requireKey(req));
  });
  registerCall(app, wallet.onchainTransfer, (input, req) =>
    onchain.onchainTransfer(deps, req.userId, input, () => requireKey(req)),
  );
  registerCall(app, wallet.onchainSwap, (input, req) =>
    onchain.onchainSwap(deps, req.userId, input, () => requireKey(req)),
  );
  registerCall(app, wallet.xbvoteApprove, (input, req) =>
    onchain.xbvoteApprove(deps, req.userId, input, () => requireKey(req)),
  );
  registerCall(app, wallet.xbvoteQuery, (input) => onchain.xbvoteQuery(deps, input));
  registerCall(app, wallet.xbnftTransfer, (input, req) =>
    onchain.xbnftTransfer(deps, req.userId, input, () => requireKey(req)),
  );

  registerCall(app, wallet.getAllWalletAddr, (input, req) =>
    keys.allWalletAddr(deps, input.user_id ?? req.userId, req.userId),
  );
  registerCall(app, wallet.updateWalletAddrSol, (input, req) => keys.updateSol(deps, req.userId, input));
  registerCall(app, wallet.updateWalletAddrTon, (input, req) => keys.updateTon(deps, req.userId, input));
  registerCall(app, wallet.putFrag, (input, req) => keys.putFrag(deps, req.userId, input));
  registerCall(app, wallet.getFrag, (_, req) => keys.getFrag(deps, req.userId));
  registerCall(app, wallet.putShard, (input, req) => keys.putShard(deps, req.userId, input));
  registerCall(app, wallet.getShard, (_, req) => keys.getShard(deps, req.userId));
  registerCall(app, wallet.putGooleDriveInfo, (input, req) => keys.putDrive(deps, req.userId, input));
  registerCall(app, wallet.getGooleDriveInfo, (_, req) => keys.getDrive(deps, req.userId));
}
