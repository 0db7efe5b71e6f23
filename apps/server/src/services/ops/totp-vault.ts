import { AppError } from '../../lib/errors.ts';
import { open, seal } from '../wallet/crypto.ts';
import type { OperatorRow } from './operators-repo.ts';

/**
 * TOTP secrets at rest: AES-256-GCM under the server key WALLET_ENC_KEY (the wallet's sealing, services/wallet/
 * crypto.ts), bound to the operator's email. Without the key (production, unset) the console cannot log anyone in.
 */
export interface TotpVault {
  seal(email: string, secret: string): string;
  open(op: Pick<OperatorRow, 'email' | 'totpSecret'>): string;
}

export function totpVault(key: Buffer | undefined): TotpVault {
  const need = () => {
    if (!key) throw new AppError('UNAVAILABLE', 'WALLET_ENC_KEY is not set: operator logins are off.');
    return key;
  };
  return {
    seal: (email, secret) => seal(need(), secret, `ops-totp:${email}`),
    open: (op) => open(need(), op.totpSecret, `ops-totp:${op.email}`),
  };
}
