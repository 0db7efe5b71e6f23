import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { deviceKeys, trustedDevices, userIdentities, users } from '../../db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserByPhone(db: Db, phone: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.phoneNumber, phone)).limit(1);
  return row;
}

export interface NewUser {
  username: string;
  userLogin: string;
  phoneNumber?: string | null;
  countryCode: string;
  passwordHash?: string | null;
}

export async function insertUser(db: Db, values: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('insert into users returned nothing');
  return row;
}

export async function updateUser(
  db: Db,
  id: number,
  values: Partial<Pick<UserRow, 'passwordHash' | 'countryCode' | 'phoneNumber'>>,
): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
  return row;
}

export async function trustDevice(db: Db, userId: number, did: string): Promise<void> {
  await db.insert(trustedDevices).values({ userId, did }).onConflictDoNothing();
}

/** Whether a password login from `did` is from a device this player has not used (and they have others). */
export async function isNewDevice(db: Db, userId: number, did: string): Promise<boolean> {
  const [known] = await db
    .select({ did: trustedDevices.did })
    .from(trustedDevices)
    .where(and(eq(trustedDevices.userId, userId), eq(trustedDevices.did, did)))
    .limit(1);
  if (known) return false;
  const [total] = await db.select({ n: count() }).from(trustedDevices).where(eq(trustedDevices.userId, userId));
  return (total?.n ?? 0) > 0;
}

export async function findDeviceKey(db: Db, did: string) {
  const [row] = await db.select().from(deviceKeys).where(eq(deviceKeys.did, did)).limit(1);
  return row;
}

export async function saveDeviceKey(
  db: Db,
  values: { did: string; deviceKey: string; deviceKeyVersion: string; userId: number | null },
) {
  const [row] = await db
    .insert(deviceKeys)
    .values(values)
    .onConflictDoUpdate({
      target: deviceKeys.did,
      set: { deviceKey: values.deviceKey, deviceKeyVersion: values.deviceKeyVersion, createdAt: new Date() },
    })
    .returning();
  if (!row) throw new Error('device key not saved');
  return row;
}

export async function findIdentity(db: Db, provider: string, subject: string) {
  const [row] = await db
    .select()
    .from(userIdentities)
    .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, subject)))
    .limit(1);
  return row;
}

export async function insertIdentity(db: Db, values: typeof userIdentities.$inferInsert): Promise<void> {
  await db.insert(userIdentities).values(values);
}

export async function listIdentities(db: Db, userId: number) {
  return db.select().from(userIdentities).where(eq(userIdentities.userId, userId));
}
