import { mkdtempSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { diskStore, sweepOrphans } from '../../src/lib/storage.ts';

/** The disk store's listing and deletion, and the orphan sweep over it. */
describe('disk blob store', () => {
  const root = mkdtempSync(join(tmpdir(), 'arcadia-blobs-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('lists what it wrote with its time, deletes by key, and sweeps only old unreferenced files', async () => {
    const store = diskStore(root);
    const kept = await store.put('task-audit', Buffer.from('kept'), 'webp');
    const orphan = await store.put('task-audit', Buffer.from('orphan'), 'webp');
    const fresh = await store.put('task-audit', Buffer.from('fresh'), 'webp');
    const hourAgo = new Date(Date.now() - 2 * 3_600_000);
    for (const key of [kept, orphan]) utimesSync(join(root, key), hourAgo, hourAgo);
    expect((await store.list('task-audit')).map((b) => b.key).sort()).toEqual([kept, orphan, fresh].sort());
    expect(await store.list('avatars')).toEqual([]);

    const removed = await sweepOrphans(
      store,
      'task-audit',
      async (keys) => new Set(keys.filter((k) => k === kept)),
      3_600_000,
    );
    expect(removed).toBe(1);
    expect(await store.get(orphan)).toBeUndefined();
    expect((await store.get(kept))?.toString()).toBe('kept');
    expect((await store.get(fresh))?.toString()).toBe('fresh');
    // Keys that are not the store's own shape are never touched.
    await store.delete('../../etc/passwd');
    expect(await store.get('../../etc/passwd')).toBeUndefined();
  });
});
