import { randomInt } from 'node:crypto';
import { GIFT_CODE_ALPHABET, GIFT_CODE_LENGTH } from '@arcadia/contract/calls/giftcode/code';

/**
 * A fresh gift code: GIFT_CODE_LENGTH characters from the look-alike-free alphabet, each from node's CSPRNG
 * (`crypto.randomInt`, rejection-sampled, so every character is equally likely). Shared by the main brand's red
 * packets (services/giftcode) and Fortune's gift codes.
 */
export function newGiftCode(): string {
  let code = '';
  for (let i = 0; i < GIFT_CODE_LENGTH; i += 1) code += GIFT_CODE_ALPHABET[randomInt(GIFT_CODE_ALPHABET.length)];
  return code;
}
