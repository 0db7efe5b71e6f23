import type { CoinCode } from '@arcadia/contract/calls/wallet/common';
import type { Devnet } from '../../chain/devnet.ts';
import type { Db } from '../../db/client.ts';
import { coinOf, maxMinorOf, toMinor } from '../../ledger/coins.ts';
import { fieldError } from '../../lib/errors.ts';
import type { GoogleDriveConfig } from '../../lib/google-drive-config.ts';

/** What the wallet service works with; built once per app in routes.ts. */
export interface WalletDeps {
  db: Db;
  chain: Devnet;
  /** Undefined in production without WALLET_ENC_KEY: share calls then answer UNAVAILABLE. */
  encKey: Buffer | undefined;
  quoteTtlMs: number;
  holdTtlMs: number;
  /** Google Drive backup settings the web app gets from get_goole_drive_info (undefined: off). */
  googleDrive: GoogleDriveConfig | undefined;
}

/** An amount in minor units, or a field error when it has more decimals than the coin allows or passes its maximum. */
export function minorOf(coin: CoinCode, amount: string, field = 'amount'): bigint {
  const { decimals } = coinOf(coin);
  const minor = toMinor(amount, decimals);
  if (minor === undefined) throw fieldError({ [field]: [`At most ${decimals} decimals for ${coin}`] });
  if (minor <= 0n) throw fieldError({ [field]: ['Must be greater than zero'] });
  if (minor > maxMinorOf(coin)) throw fieldError({ [field]: [`At most ${coinOf(coin).maxAmount} ${coin}`] });
  return minor;
}

export { requireKey } from '../../lib/register-call.ts';

export function seconds(d: Date | string | number): number {
  return Math.floor(new Date(d).getTime() / 1000);
}
