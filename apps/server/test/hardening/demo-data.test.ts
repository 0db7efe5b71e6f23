import { describe, expect, it } from 'vitest';
import { demoDataWarning, loadConfig } from '../../src/config.ts';

describe('demo players in production', () => {
  it('are not seeded unless asked for, and asking makes the server warn', () => {
    const production = loadConfig({ NODE_ENV: 'production' });
    expect(production.seedDemo).toBe(false);
    expect(demoDataWarning(production)).toBeUndefined();
    const asked = loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true' });
    expect(asked.seedDemo).toBe(true);
    expect(demoDataWarning(asked)).toMatch(/PUBLISHED secret keys/);
  });

  it('are seeded in development unless turned off', () => {
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
    expect(demoDataWarning(loadConfig({}))).toBeUndefined();
  });
});
