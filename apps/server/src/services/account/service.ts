import type { Db } from '../../db/client.ts';
import { deletionOf, deletionView } from './deletion.ts';
import { exportAvailableAt } from './export.ts';
import { linkedLogins, maskPhone } from './logins.ts';
import type { AccountSettings } from './settings.ts';
import { requireUserRow } from './user-row.ts';

/** The account behind the profiles (docs/account.md): what /profile/account shows first. */

export interface AccountDeps {
  db: Db;
  settings: AccountSettings;
}

export async function accountInfo(deps: AccountDeps, userId: number, now = new Date()) {
  const user = await requireUserRow(deps.db, userId);
  return {
    user_id: user.id,
    username: user.username,
    has_phone: !!user.phoneNumber,
    phone_masked: user.phoneNumber ? maskPhone(user.phoneNumber) : '',
    created_at: Math.floor(user.createdAt.getTime() / 1000),
    logins: await linkedLogins(deps.db, user),
    deletion: deletionView(await deletionOf(deps.db, userId)),
    cooling_off_days: deps.settings.coolingOffDays,
    export_available_at: await exportAvailableAt(deps.db, deps.settings, userId, now),
  };
}
