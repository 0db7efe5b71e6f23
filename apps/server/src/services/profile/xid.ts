import { randomInt } from 'node:crypto';

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const ALPHABET = `${LETTERS}0123456789`;

/**
 * A fresh profile xid (contract PROFILE_XID_RE): a letter, then 9 letters or digits, each from node's CSPRNG
 * (`crypto.randomInt`, rejection-sampled). 26 x 36^9 (about 2.6 x 10^15) ids; the unique index catches the
 * astronomically rare collision and the caller draws again. Lowercase only, so no xid is ever a /profile/<page>
 * route (followTask, addProduct) and, starting with a letter, never an old link's numeric user id.
 */
export function newXid(): string {
  let xid = LETTERS[randomInt(LETTERS.length)] as string;
  for (let i = 1; i < 10; i += 1) xid += ALPHABET[randomInt(ALPHABET.length)];
  return xid;
}
