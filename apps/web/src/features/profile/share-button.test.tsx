import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RouteContext } from '../../app/router/route-context.ts';
import { addMessages, type Messages, setLocale } from '../../i18n/i18n.ts';
import { ShareProfileButton } from './share-button.tsx';

/** The profile's share button loads its share paths on the tap: the dialog in a plain browser, the host's sheet else. */
const calls = vi.hoisted(() => ({
  dialog: vi.fn(),
  host: vi.fn(async (_input: unknown) => undefined),
  platform: 'h5',
}));
vi.mock('../../overlays/share.ts', () => ({ openShareDialog: calls.dialog }));
vi.mock('../../hosts/host-actions.ts', () => ({ shareFromHost: calls.host }));
vi.mock('../../hosts/host.ts', () => ({ getHost: () => ({ platform: calls.platform }) }));

const ROUTE = { locale: 'en-US', route: undefined, params: {}, path: '/profile/linh' } as const;
const renderIt = () =>
  render(
    <RouteContext.Provider value={ROUTE}>
      <ShareProfileButton xid="linh" name="Linh" />
    </RouteContext.Provider>,
  );
const I18N = join(import.meta.dirname, '..', '..', '..', 'public', 'resource', 'i18n');
beforeAll(() => {
  for (const ns of ['common', 'ui', 'profile'])
    addMessages(ns, 'en-US', JSON.parse(readFileSync(join(I18N, ns, 'en-US.json'), 'utf8')) as Messages);
  setLocale('en-US');
});
afterEach(cleanup);

describe('share a profile', () => {
  it('opens the share dialog with the profile link in a browser without Web Share', async () => {
    renderIt();
    fireEvent.click(screen.getByTestId('profile-share'));
    await waitFor(() => expect(calls.dialog).toHaveBeenCalledTimes(1));
    expect(calls.dialog.mock.calls[0]?.[0]).toMatchObject({ url: `${window.location.origin}/en-US/profile/linh` });
    expect(calls.host).not.toHaveBeenCalled();
  });

  it("uses the host's own sheet in the app", async () => {
    calls.platform = 'app';
    renderIt();
    fireEvent.click(screen.getByTestId('profile-share'));
    await waitFor(() => expect(calls.host).toHaveBeenCalledTimes(1));
    expect(calls.host.mock.calls[0]?.[0]).toMatchObject({ url: `${window.location.origin}/en-US/profile/linh` });
  });
});
