import { describe, expect, it } from 'vitest';
import { landingRotation, segmentAngle, segmentAtPointer, segmentCenter } from './wheel-math.ts';

describe('wheel geometry', () => {
  it('puts every segment under the pointer after the landing rotation, from any start', () => {
    for (const count of [2, 5, 6, 8, 12]) {
      for (const start of [0, 17, 359, 2165.5, -40]) {
        for (let position = 0; position < count; position++) {
          const offset = segmentAngle(count) * 0.29;
          const rotation = landingRotation(start, position, count, 6, offset);
          expect(segmentAtPointer(rotation, count)).toBe(position);
          expect(rotation - start).toBeGreaterThanOrEqual(6 * 360);
          expect(rotation - start).toBeLessThan(7 * 360);
        }
      }
    }
  });

  it('measures segments clockwise from 12 o’clock', () => {
    expect(segmentCenter(0, 4)).toBe(45);
    expect(segmentAtPointer(0, 4)).toBe(0);
    expect(segmentAtPointer(-100, 4)).toBe(1);
    expect(segmentAtPointer(90, 4)).toBe(3);
  });
});
