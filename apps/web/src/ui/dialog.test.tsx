import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog.tsx';
import { MODAL_EXIT_MS } from './modal-layer.ts';
import { Sheet } from './sheet.tsx';

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { status: 404 })),
  );
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function Harness({ kind = 'dialog', dismissible }: { kind?: 'dialog' | 'sheet'; dismissible?: boolean }) {
  const [open, setOpen] = useState(false);
  const Modal = kind === 'dialog' ? Dialog : Sheet;
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Confirm"
        dismissible={dismissible}
        footer={
          <button type="button" onClick={() => setOpen(false)}>
            OK
          </button>
        }
      >
        Body
      </Modal>
    </>
  );
}

const dialog = () => screen.queryByRole('dialog');

describe.each(['dialog', 'sheet'] as const)('%s', (kind) => {
  it('show -> closing -> destroy: stays mounted while animating out, then unmounts', () => {
    render(<Harness kind={kind} />);
    expect(dialog()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const layer = dialog()?.parentElement;
    expect(layer?.getAttribute('data-phase')).toBe('show');
    expect(dialog()?.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByRole('dialog', { name: 'Confirm' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(dialog()?.parentElement?.getAttribute('data-phase')).toBe('closing');
    act(() => vi.advanceTimersByTime(MODAL_EXIT_MS - 1));
    expect(dialog()).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(dialog()).toBeNull();
  });

  it('moves focus in, traps Tab, closes on Escape and gives focus back', () => {
    render(<Harness kind={kind} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    const panel = screen.getByRole('dialog');
    expect(document.activeElement).toBe(panel);

    const close = screen.getByRole('button', { name: 'Close' });
    const ok = screen.getByRole('button', { name: 'OK' });
    ok.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(ok);

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(dialog()?.parentElement?.getAttribute('data-phase')).toBe('closing');
    expect(document.activeElement).toBe(opener);
    act(() => vi.advanceTimersByTime(MODAL_EXIT_MS));
    expect(dialog()).toBeNull();
  });

  it('closes on a backdrop tap', () => {
    render(<Harness kind={kind} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const backdrop = dialog()?.previousElementSibling;
    if (!backdrop) throw new Error('no backdrop');
    fireEvent.click(backdrop);
    expect(dialog()?.parentElement?.getAttribute('data-phase')).toBe('closing');
  });

  it('a non-dismissible one ignores Escape and the backdrop and has no close button', () => {
    render(<Harness kind={kind} dismissible={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    const backdrop = dialog()?.previousElementSibling;
    if (backdrop) fireEvent.click(backdrop);
    expect(dialog()?.parentElement?.getAttribute('data-phase')).toBe('show');
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });
});

describe('sheet pull-down', () => {
  const heading = () => screen.getByRole('heading', { name: 'Confirm' });

  it('closes when pulled down far enough, springs back when not', () => {
    render(<Harness kind="sheet" />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent.pointerDown(heading(), { clientY: 100, pointerId: 1 });
    fireEvent.pointerMove(heading(), { clientY: 120, pointerId: 1 });
    expect(screen.getByRole('dialog').style.transform).toBe('translateY(20px)');
    fireEvent.pointerUp(heading(), { clientY: 120, pointerId: 1 });
    expect(dialog()?.parentElement?.getAttribute('data-phase')).toBe('show');
    expect(screen.getByRole('dialog').style.transform).toBe('');

    fireEvent.pointerDown(heading(), { clientY: 100, pointerId: 1 });
    fireEvent.pointerMove(heading(), { clientY: 260, pointerId: 1 });
    fireEvent.pointerUp(heading(), { clientY: 260, pointerId: 1 });
    expect(dialog()?.parentElement?.getAttribute('data-phase')).toBe('closing');
  });
});

function Nested() {
  const [sheet, setSheet] = useState(true);
  const [dialog, setDialog] = useState(false);
  return (
    <Sheet open={sheet} onClose={() => setSheet(false)} title="Coins">
      <button type="button" onClick={() => setDialog(true)}>
        Details
      </button>
      <Dialog open={dialog} onClose={() => setDialog(false)} title="About" />
    </Sheet>
  );
}

describe('stacked modals', () => {
  it('Escape closes only the top one; the page scroll stays locked until the last closes', () => {
    render(<Nested />);
    screen.getByRole('button', { name: 'Details' }).focus();
    fireEvent.click(screen.getByRole('button', { name: 'Details' }));
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.keyDown(document, { key: 'Escape' });
    act(() => vi.advanceTimersByTime(MODAL_EXIT_MS));
    expect(screen.queryByRole('dialog', { name: 'About' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Coins' })).toBeTruthy();
    expect(document.body.style.overflow).toBe('hidden');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Details' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    act(() => vi.advanceTimersByTime(MODAL_EXIT_MS));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('');
  });
});
