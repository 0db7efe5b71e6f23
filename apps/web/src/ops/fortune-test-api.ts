import { cleanup, fireEvent, within } from '@testing-library/react';
import { vi } from 'vitest';
import { clearToken } from './session.ts';

/** What the Fortune console page tests share: a console API double and a way to type in a labelled field. */

export const envelope = (code: number, data: unknown, status = code === 0 ? 200 : 400) =>
  new Response(JSON.stringify({ code, msg: code === 0 ? 'ok' : 'refused', data }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

export type Handler = (body: Record<string, unknown>) => Response;

/** A console API double: each path answers from its handler; every body sent is kept by path. */
export function serve(handlers: Record<string, Handler>) {
  const sent: Record<string, Record<string, unknown>[]> = {};
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const path = url.replace('/ops-api', '');
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      sent[path] = [...(sent[path] ?? []), body];
      const handler = handlers[path];
      return handler ? handler(body) : envelope(4040, null, 404);
    }),
  );
  return sent;
}

/** Run after each test: unmounts, drops the API double and the session. */
export function cleanUp() {
  cleanup();
  vi.unstubAllGlobals();
  clearToken();
}

export const type = (label: string, value: string, within_: HTMLElement = document.body) =>
  fireEvent.change(within(within_).getByLabelText(label), { target: { value } });
