import { describe, expect, it } from 'vitest';
import { hostOverlaysNeeded } from './host-overlays-gate.ts';

describe('hostOverlaysNeeded', () => {
  it('loads the browser overlays on home (install offer) and anywhere once an update waits', () => {
    expect(hostOverlaysNeeded('h5', '/', '', false)).toBe(true);
    expect(hostOverlaysNeeded('h5', '/wallet', '', false)).toBe(false);
    expect(hostOverlaysNeeded('h5', '/wallet', '', true)).toBe(true);
  });

  it('loads the native version gate only on PvP pages of an app below 3.0.6', () => {
    expect(hostOverlaysNeeded('app', '/pvp', '3.0.5', false)).toBe(true);
    expect(hostOverlaysNeeded('app', '/pvp', '3.0.6', false)).toBe(false);
    expect(hostOverlaysNeeded('app', '/pvp/admin', '1.0.0', false)).toBe(false);
    expect(hostOverlaysNeeded('app', '/', '1.0.0', false)).toBe(false);
  });

  it('never loads them in Telegram', () => {
    expect(hostOverlaysNeeded('tg', '/', '', true)).toBe(false);
    expect(hostOverlaysNeeded('tg', '/pvp', '1.0.0', false)).toBe(false);
  });
});
