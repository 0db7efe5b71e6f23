import { randomInt } from 'node:crypto';

const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';

/** A post's public id: 12 characters of 0-9a-z from the CSPRNG (36^12, about 4.7 x 10^18). */
export function newPostXid(): string {
  let id = '';
  for (let i = 0; i < 12; i++) id += ALPHABET[randomInt(ALPHABET.length)];
  return id;
}
