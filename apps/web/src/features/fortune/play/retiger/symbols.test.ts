import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { RETIGER_SYMBOLS } from '@arcadia/contract/games/retiger';
import { describe, expect, it } from 'vitest';

const sprite = readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'symbols.svg'), 'utf8');
const drawn = [...sprite.matchAll(/<symbol id="([a-z_]+)" viewBox="0 0 64 64">/g)].map((m) => m[1]);

describe("retiger's symbol sprite", () => {
  it('draws every symbol of the model, and the unknown tile', () => {
    expect(drawn.sort()).toEqual([...RETIGER_SYMBOLS, 'unknown'].sort());
  });

  it('is well-formed SVG', () => {
    const doc = new DOMParser().parseFromString(sprite, 'image/svg+xml');
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(doc.querySelectorAll('symbol')).toHaveLength(RETIGER_SYMBOLS.length + 1);
  });
});
