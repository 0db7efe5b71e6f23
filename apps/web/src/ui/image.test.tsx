import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Avatar, initials } from './avatar.tsx';
import { Image } from './image.tsx';
import { PLACEHOLDER_SRC, resizedSrc } from './image-src.ts';

describe('resizedSrc', () => {
  const origin = 'https://app.example';
  it('asks our own /img files for webp at a width covering the pixel ratio, quality 75', () => {
    expect(resizedSrc('/img/games/slots.png', 100, { dpr: 2, origin })).toBe('/img/games/slots.png?w=224&q=75&fm=webp');
    expect(resizedSrc('https://app.example/img/a.jpg?v=3', 64, { origin })).toBe('/img/a.jpg?v=3&w=64&q=75&fm=webp');
    expect(resizedSrc('/img/a.jpg', 64, { origin, quality: 60 })).toBe('/img/a.jpg?w=64&q=60&fm=webp');
  });

  it('leaves other origins, other paths, svg, data: and blob: alone', () => {
    for (const src of ['https://cdn.other/img/a.png', '/assets/logo.png', '/img/icon.svg', PLACEHOLDER_SRC, 'blob:x'])
      expect(resizedSrc(src, 100, { origin })).toBe(src);
  });
});

type Watcher = { callback: IntersectionObserverCallback; options?: IntersectionObserverInit; targets: Element[] };
const watchers: Watcher[] = [];

class FakeObserver {
  watcher: Watcher;
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.watcher = { callback, options, targets: [] };
    watchers.push(this.watcher);
  }
  observe(target: Element) {
    this.watcher.targets.push(target);
  }
  unobserve(target: Element) {
    this.watcher.targets = this.watcher.targets.filter((t) => t !== target);
  }
  disconnect() {}
}

function scrollIntoView() {
  for (const w of watchers)
    w.callback(
      w.targets.map((target) => ({ target, isIntersecting: true }) as unknown as IntersectionObserverEntry),
      w as unknown as IntersectionObserver,
    );
}

describe('Image', () => {
  beforeEach(() => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('reserves its box, waits for the viewport (200 px margin), then loads the resized webp', () => {
    const { container } = render(<Image src="/img/banner.png" alt="Banner" width={343} height={120} />);
    const box = container.firstElementChild as HTMLElement;
    expect(box.style.width).toBe('3.43rem');
    expect(box.style.height).toBe('1.2rem');
    expect(container.querySelector('img')).toBeNull();
    expect(watchers.at(-1)?.options?.rootMargin).toBe('200px');
    act(scrollIntoView);
    const src = container.querySelector('img')?.getAttribute('src') ?? '';
    expect(src).toMatch(/^\/img\/banner\.png\?w=\d+&q=75&fm=webp$/);
  });

  it('shows the placeholder when the image fails', () => {
    const { container } = render(<Image src="/img/missing.png" alt="Missing" width={80} eager />);
    const img = container.querySelector('img');
    if (!img) throw new Error('no img');
    expect(img.getAttribute('src')).not.toBe(PLACEHOLDER_SRC);
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe(PLACEHOLDER_SRC);
    expect(img.getAttribute('alt')).toBe('Missing');
    expect(container.firstElementChild?.getAttribute('data-status')).toBe('error');
  });
});

describe('Avatar', () => {
  afterEach(cleanup);

  it('falls back to initials when the picture fails', () => {
    const { container, getByRole } = render(<Avatar name="Nguyễn Văn An" src="/img/u/1.png" />);
    const img = container.querySelector('img');
    if (!img) throw new Error('no img');
    fireEvent.error(img);
    expect(container.querySelector('img')).toBeNull();
    expect(getByRole('img', { name: 'Nguyễn Văn An' }).textContent).toBe('NA');
  });

  it('makes initials from the first and last word', () => {
    expect(initials('alice')).toBe('A');
    expect(initials('  bob  van dam ')).toBe('BD');
    expect(initials('')).toBe('?');
  });
});
