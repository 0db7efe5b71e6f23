import { GIFT_CODE_RE } from '@arcadia/contract/calls/giftcode/code';
import { eq } from 'drizzle-orm';
import { giftCodes, users } from '../../db/schema/index.ts';
import { registerHeadData } from '../../head/head-data.ts';
import { SHARE_IMAGE } from './messages.ts';

/**
 * The head of /gift/<code> without JavaScript (DESIGN.md section 6): the title names the sender (masked by the
 * head renderer), the description is the packet's message and the preview image is the red packet's share image,
 * so a link pasted in a messenger shows who sent it.
 */
registerHeadData('gift', async ({ code }, db) => {
  const normalized = code?.trim().toUpperCase();
  if (!normalized || !GIFT_CODE_RE.test(normalized)) return undefined;
  const [row] = await db
    .select({ message: giftCodes.message, name: users.username })
    .from(giftCodes)
    .leftJoin(users, eq(users.id, giftCodes.creatorUserId))
    .where(eq(giftCodes.code, normalized))
    .limit(1);
  if (!row) return undefined;
  return {
    ...(row.name ? { senderNickname: row.name } : {}),
    ...(row.message ? { description: row.message } : {}),
    image: SHARE_IMAGE,
  };
});
