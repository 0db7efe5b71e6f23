import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error.ts';
import { navigate } from '../../app/router/history.ts';
import { RouteContext } from '../../app/router/route-context.ts';
import { addMessages, type Messages, setLocale } from '../../i18n/i18n.ts';
import BuildDialogPage from './build-dialog-page.tsx';
import type { PlayerPopup } from './queries.ts';

const hooks = vi.hoisted(() => ({ detail: {} as Record<string, unknown>, asked: [] as number[] }));
vi.mock('./queries.ts', () => ({
  usePopupDetailQuery: (id: number) => {
    hooks.asked.push(id);
    return hooks.detail;
  },
}));

const I18N = join(import.meta.dirname, '..', '..', '..', 'public', 'resource', 'i18n');
const messages = (ns: string) => JSON.parse(readFileSync(join(I18N, ns, 'en-US.json'), 'utf8')) as Messages;

const POPUP: PlayerPopup = {
  id: 7,
  title: 'Your first steps pay',
  body: 'Bind your phone and finish a task.\nUp to 110 KC <b>today</b>.',
  image: '/popups/first-steps.svg',
  button: 'Start now',
  deep_link: '/activity/newbie',
};

function show(popupId: string) {
  navigate(`/en-US/buildDialog/${popupId}`, { replace: true });
  return render(
    <RouteContext.Provider
      value={{ locale: 'en-US', route: undefined, params: { popupId }, path: `/buildDialog/${popupId}` }}
    >
      <BuildDialogPage />
    </RouteContext.Provider>,
  );
}

beforeAll(() => {
  for (const ns of ['common', 'activity']) addMessages(ns, 'en-US', messages(ns));
  setLocale('en-US');
});
afterEach(() => {
  cleanup();
  hooks.asked = [];
});

describe('/buildDialog/<id>', () => {
  it('shows the popup: title, image, body as plain text, and the button to its deep link', () => {
    hooks.detail = { isPending: false, isError: false, data: { popup: POPUP } };
    show('7');
    expect(hooks.asked).toContain(7);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Your first steps pay');
    const body = screen.getByText(/Bind your phone/);
    expect(body.textContent).toBe(POPUP.body);
    expect(body.querySelector('b')).toBeNull();
    expect(screen.getByTestId('build-dialog').querySelector('img')?.getAttribute('src')).toBe(
      '/popups/first-steps.svg',
    );
    const button = screen.getByTestId('build-dialog-button');
    expect(button.textContent).toBe('Start now');
    expect(button.getAttribute('href')).toBe('/en-US/activity/newbie');
  });

  it('has no button or image when the popup has none', () => {
    hooks.detail = {
      isPending: false,
      isError: false,
      data: { popup: { ...POPUP, image: '', button: '', deep_link: '' } },
    };
    show('7');
    expect(screen.queryByTestId('build-dialog-button')).toBeNull();
    expect(screen.getByTestId('build-dialog').querySelector('img')).toBeNull();
  });

  it('shows loading, then not found for an ended popup or a bad id, and a retry for a failed load', () => {
    hooks.detail = { isPending: true, isError: false, data: undefined };
    show('7');
    expect(screen.getByTestId('build-dialog-loading')).toBeTruthy();
    cleanup();

    hooks.detail = {
      isPending: false,
      isError: true,
      data: undefined,
      error: new ApiError('business', 'No such popup.', 404, 2004),
    };
    show('7');
    expect(screen.getByText('This message is no longer available')).toBeTruthy();
    expect(screen.getByText('Back to home').getAttribute('href')).toBe('/en-US/');
    cleanup();

    hooks.detail = { isPending: false, isError: false, data: undefined };
    hooks.asked = [];
    show('abc');
    expect(hooks.asked).toEqual([0]);
    expect(screen.getByText('This message is no longer available')).toBeTruthy();
    cleanup();

    const refetch = vi.fn();
    hooks.detail = {
      isPending: false,
      isError: true,
      data: undefined,
      error: new ApiError('FETCH_ERROR', 'offline', 0),
      refetch,
    };
    show('7');
    expect(screen.getByText("Couldn't load this message")).toBeTruthy();
    fireEvent.click(screen.getByText('Try again'));
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});
