import { totpAt } from '../../apps/server/src/services/ops/totp.ts';

/** The 30-second step each secret last gave a code for (the server's RFC 6238 code, as an authenticator app). */
const lastStep = new Map<string, number>();

/**
 * A code the server has not seen from this secret: the server accepts each 30-second step once, so a second code
 * in the same step waits for the next one (as a person would).
 */
export async function freshTotp(secret: string): Promise<string> {
  for (;;) {
    const step = Math.floor(Date.now() / 30_000);
    if (step > (lastStep.get(secret) ?? -1)) {
      lastStep.set(secret, step);
      return totpAt(secret, step * 30);
    }
    await new Promise((resolve) => setTimeout(resolve, (step + 1) * 30_000 - Date.now() + 50));
  }
}
