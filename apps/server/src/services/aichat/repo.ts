import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { aiAgents, csQuestions } from '../../db/schema/index.ts';

export function listAgents(db: Db) {
  return db.select().from(aiAgents).orderBy(asc(aiAgents.sort), asc(aiAgents.id));
}

export async function findAgent(db: Db, id: number) {
  const [row] = await db.select().from(aiAgents).where(eq(aiAgents.id, id)).limit(1);
  return row;
}

export function questionsIn(db: Db, locales: string[]) {
  return db
    .select()
    .from(csQuestions)
    .where(inArray(csQuestions.locale, locales))
    .orderBy(asc(csQuestions.sort), asc(csQuestions.id));
}
