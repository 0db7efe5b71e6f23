import { account } from '@arcadia/contract';
import type { FastifyInstance } from 'fastify';
import { runEvery } from '../../lib/periodic-job.ts';
import { registerCall } from '../../lib/register-call.ts';
import { cancelDeletion, requestDeletion, sweepDeletions } from './deletion.ts';
import { exportData } from './export.ts';
import { type AccountDeps, accountInfo } from './service.ts';
import { listSessions, signOutOthers, signOutSession } from './sessions.ts';
import { accountSettingsFrom } from './settings.ts';

/** The account behind the profiles (service `profile`, paths /account/..., docs/account.md): thin routes. */
export async function accountRoutes(app: FastifyInstance) {
  const deps: AccountDeps = { db: app.db, settings: accountSettingsFrom(app.config.settings) };

  registerCall(app, account.accountInfo, async (_i, req) => accountInfo(deps, req.userId));
  registerCall(app, account.accountSessions, async (_i, req) => listSessions(deps.db, req.userId, req.sessionKey));
  registerCall(app, account.accountSignOutSession, async (input, req) =>
    signOutSession(deps.db, req.userId, req.sessionKey, input.session_id),
  );
  registerCall(app, account.accountSignOutOthers, async (_i, req) =>
    signOutOthers(deps.db, req.userId, req.sessionKey),
  );
  registerCall(app, account.accountDeleteRequest, async (input, req) =>
    requestDeletion(deps.db, deps.settings, req.userId, input.confirm),
  );
  registerCall(app, account.accountDeleteCancel, async (_i, req) => cancelDeletion(deps.db, req.userId));
  registerCall(app, account.accountExport, async (_i, req) => exportData(deps.db, deps.settings, req.userId));

  // Due deletions are carried out on every server process: each once, under its guarded update, however many
  // processes sweep at the same time.
  if (deps.settings.sweepEveryMs > 0)
    runEvery(app, {
      name: 'account deletions',
      everyMs: deps.settings.sweepEveryMs,
      run: async () => {
        const deleted = await sweepDeletions(deps.db, deps.settings);
        return deleted > 0 ? { deleted } : undefined;
      },
    });
}
