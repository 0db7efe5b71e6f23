import { user } from '@arcadia/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema/index.ts';
import { registerCall } from '../../lib/register-call.ts';

export async function userRoutes(app: FastifyInstance) {
  registerCall(app, user.publicCheak, async ({ user_id }) => {
    const [row] = await app.db
      .select({ username: users.username, headUrl: users.headUrl })
      .from(users)
      .where(eq(users.id, user_id))
      .limit(1);
    return { exists: Boolean(row), user_id, username: row?.username ?? '', head_url: row?.headUrl ?? '' };
  });
}
