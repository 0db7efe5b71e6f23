import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { opsPasswordField } from '@arcadia/contract/ops/calls/shared';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { walletKeyFrom } from '../wallet/crypto.ts';
import { opsConfigFrom } from './config.ts';
import { operatorByEmail } from './operators-repo.ts';
import { createOperator } from './operators-service.ts';
import { totpVault } from './totp-vault.ts';

/**
 * Creates an admin operator: `npm run ops:create-admin -w apps/server -- --email you@example.com`. The password
 * comes from OPS_ADMIN_PASSWORD or is asked for (never a default). Prints the TOTP secret, its otpauth:// URI and the
 * recovery codes once. The first login with a TOTP code turns the second factor on.
 */
const { values } = parseArgs({ options: { email: { type: 'string' }, role: { type: 'string', default: 'admin' } } });
const email = values.email?.trim().toLowerCase();
if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
  console.error('usage: npm run ops:create-admin -w apps/server -- --email you@example.com');
  process.exit(2);
}
const config = loadConfig();
const password = config.settings.OPS_ADMIN_PASSWORD ?? (await ask('Password (12+ characters): '));
const checked = opsPasswordField['~standard'].validate(password);
if (checked instanceof Promise || checked.issues) {
  console.error('The password must be 12 to 128 characters.');
  process.exit(2);
}

const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();
const deps = {
  db: database.db,
  config: opsConfigFrom(config.settings, config.productName),
  vault: totpVault(walletKeyFrom(config.settings, config.env === 'production')),
};
if (await operatorByEmail(deps.db, email)) {
  console.error(`An operator ${email} exists already.`);
  await database.close();
  process.exit(1);
}
const created = await createOperator(deps, { email, password, role: 'admin' }, { by: null, ip: 'cli', via: 'cli' });
console.log(
  JSON.stringify(
    {
      operator_id: created.operator.id,
      email,
      totp_secret: created.totp_secret,
      otpauth_url: created.otpauth_url,
      recovery_codes: created.recovery_codes,
    },
    null,
    2,
  ),
);
await database.close();

async function ask(question: string): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stderr });
  const answer = await rl.question(question);
  rl.close();
  return answer;
}
