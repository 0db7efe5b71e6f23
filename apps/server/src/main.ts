import { buildApp } from './app.ts';
import { demoDataWarning, loadConfig, testClockWarning } from './config.ts';
import { isConnectionLost, openDatabase } from './db/client.ts';
import { seedDemo } from './db/seed.ts';
import { seedRechargeRebates } from './services/activity/recharge-rebate-seed.ts';
import { seedBattle } from './services/battle/seed.ts';
import { termsFrom as battleTerms } from './services/battle/terms.ts';
import { seedCommunity } from './services/community/seed.ts';
import { seedInvites } from './services/fortune-invites/seed.ts';
import { seedGiftcodes } from './services/giftcode/seed.ts';
import { seedInbet } from './services/inbet/seed.ts';
import { seedInvest } from './services/invest/seed.ts';
import { termsFrom as lottoTerms, seedLotto } from './services/lotto/index.ts';
import { seedLuckycode } from './services/luckycode/seed.ts';
import { termsFrom } from './services/luckycode/settings.ts';
import { seedMarket } from './services/market/seed.ts';
import { seedPets } from './services/pet/seed.ts';
import { seedPool } from './services/pool/seed.ts';
import { seedPopups } from './services/popups/seed.ts';
import { seedProducts } from './services/product/seed.ts';
import { seedProfiles } from './services/profile/seed.ts';
import { seedPvp } from './services/pvp/seed.ts';
import { seedShare } from './services/share/seed.ts';
import { seedStaking } from './services/staking/seed.ts';
import { seedGames } from './services/studio/seed.ts';
import { seedTopup } from './services/topup/seed.ts';
import { seedVote } from './services/vote/seed.ts';
import { seedWin } from './services/win/seed.ts';

const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  queryDeadlineMs: config.dbQueryDeadlineMs,
});
await database.migrate();
if (config.seedDemo) await seedDemo(database.db);

const app = await buildApp({ config, database });
// Before anything makes the app ready: the lucky-code job's first run must find the demo draws already made.
if (config.seedDemo) await seedLuckycode(app.db, termsFrom(config.settings));
if (config.seedDemo) await seedLotto(app.db, lottoTerms(config.settings));
if (config.seedDemo) await seedMarket(app.db);
// Demo game play goes through the running app (the studio and the wallet), so it is seeded once the app is built.
if (config.seedDemo) await seedGames(app);
if (config.seedDemo) await seedWin(app);
if (config.seedDemo) await seedInbet(app);
if (config.seedDemo) await seedInvites(app.db);
if (config.seedDemo) await seedRechargeRebates(app.db, config.settings.RECHARGE_KC_PER_USDT);
if (config.seedDemo) await seedTopup(app.db);
if (config.seedDemo) await seedPool(app.pool);
if (config.seedDemo) await seedShare(app.db, config.settings);
if (config.seedDemo) await seedGiftcodes(app.db, config.webDist);
if (config.seedDemo) await seedProfiles(app.db, app.blobs);
// After the profiles: the demo posts are written under the demo profiles.
if (config.seedDemo) await seedCommunity(app.db, app.blobs);
// After the games, profiles and posts: seasons, standings and the badges they earn.
if (config.seedDemo) await seedBattle(app.db, battleTerms(config.settings));
if (config.seedDemo) await seedPopups(app.db);
if (config.seedDemo) await seedProducts(app);
if (config.seedDemo) await seedPets(app.db);
if (config.seedDemo) await seedInvest(app.db);
if (config.seedDemo) await seedVote(app.db);
if (config.seedDemo) await seedStaking(app.db);
if (config.seedDemo) await seedPvp(app.db);
const warnings = [demoDataWarning(config), testClockWarning(config)].filter((w) => w !== undefined);
for (const warning of warnings) {
  app.log.warn(warning);
  console.warn(`\n!!! ${warning} !!!\n`);
}

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  try {
    await app.close();
    await database.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
// A database connection cut outside any request (pg_terminate_backend, a Postgres restart) must not end the
// process: the pool reconnects and the requests on it already failed (503). Anything else still crashes.
function onStray(kind: string) {
  return (error: unknown) => {
    if (isConnectionLost(error)) {
      app.log.warn({ err: error, kind }, 'database connection lost outside a request');
      return;
    }
    app.log.fatal({ err: error, kind }, 'crashing');
    process.exit(1);
  };
}
process.on('unhandledRejection', onStray('unhandledRejection'));
process.on('uncaughtException', onStray('uncaughtException'));
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
app.log.info(`Arcadia on http://localhost:${config.port} (${database.kind})`);
