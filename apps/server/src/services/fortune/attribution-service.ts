import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { fortunePlayers, fortuneUserActions } from '../../db/schema/index.ts';

/** Attribution events as the sub-brand's pages report them (report_user_action). */
export async function reportUserAction(
  db: Db,
  userId: number,
  input: { action: string; data?: Record<string, string | number | boolean> | undefined },
) {
  await db.insert(fortuneUserActions).values({ userId, action: input.action, data: input.data ?? {} });
  return {};
}

/**
 * The analytics client id of the player's browser: kept on the Fortune player, or as an action when they have not
 * joined yet (so an ad click before registration is still attributed).
 */
export async function updateGaClientId(db: Db, userId: number, clientId: string) {
  const updated = await db
    .update(fortunePlayers)
    .set({ gaClientId: clientId })
    .where(eq(fortunePlayers.userId, userId))
    .returning({ userId: fortunePlayers.userId });
  if (updated.length === 0)
    await db.insert(fortuneUserActions).values({ userId, action: 'ga_client_id', data: { client_id: clientId } });
  return {};
}
