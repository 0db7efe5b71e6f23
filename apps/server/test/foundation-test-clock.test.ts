import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClock } from '../src/lib/test-clock.ts';
import { createTestApp, type TestApp } from './helpers.ts';

describe('the test clock', () => {
  it('is not served unless TEST_CLOCK=true', async () => {
    const t = await createTestApp('pglite');
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/dev/test-clock',
        payload: { area: 'x', advanceSeconds: 1 },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });

  describe('with TEST_CLOCK=true', () => {
    let t: TestApp;
    beforeAll(async () => {
      process.env.TEST_CLOCK = 'true';
      t = await createTestApp('pglite');
    });
    afterAll(async () => {
      delete process.env.TEST_CLOCK;
      await t.close();
    });

    it("moves one area's clock and leaves the others on real time", async () => {
      const before = testClock('clock-test-a').nowMs();
      const res = await t.app.inject({
        method: 'POST',
        url: '/dev/test-clock',
        payload: { area: 'clock-test-a', advanceSeconds: 86_400 },
      });
      expect(res.json()).toEqual({ code: 0, msg: 'ok', data: { area: 'clock-test-a', offsetSeconds: 86_400 } });
      expect(testClock('clock-test-a').nowMs() - before).toBeGreaterThanOrEqual(86_400_000);
      expect(Math.abs(testClock('clock-test-b').nowMs() - Date.now())).toBeLessThan(1000);
    });

    it('refuses a bad area or amount with field errors', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/dev/test-clock',
        payload: { area: 'Bad Area', advanceSeconds: -5 },
      });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().data).sort()).toEqual(['advanceSeconds', 'area']);
    });
  });
});
