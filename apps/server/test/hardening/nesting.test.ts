import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, nulPaths } from '../../src/plugins/nul-guard.ts';
import { DB_KINDS, signedHeaders, useTestApp } from '../helpers.ts';

/** About 6,000 levels in 12 KB: the body an outside review sent to every POST. */
const deep = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

describe.each(DB_KINDS)('deeply nested JSON (%s)', (kind) => {
  const t = useTestApp(kind, { seed: false });

  it('answers 400 in the envelope on every kind of POST, never a 500', async () => {
    for (const url of ['/svc/user/user/login_by_key', '/svc/feedback/api/feedback/submit', '/hooks/payment/sandbox']) {
      const answer = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...signedHeaders(), 'content-type': 'application/json' },
        payload: deep(6000),
      });
      expect(answer.statusCode, url).toBe(400);
      expect(typeof answer.json().code, url).toBe('number');
    }
  });

  it('still accepts ordinary nesting', () => {
    expect(nulPaths(JSON.parse(deep(MAX_JSON_DEPTH - 1)))).toEqual([]);
  });
});
