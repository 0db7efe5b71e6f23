/**
 * Image URLs (spec sections 5 and 9): images are resized to webp at quality 75 and load lazily
 * 200 px before they scroll into view.
 */
export const IMAGE_QUALITY = 75;
const LAZY_ROOT_MARGIN = '200px';
/** Widths are rounded up to this step so nearby sizes share one cached file. */
const WIDTH_STEP = 32;
const MAX_DPR = 3;

/** A grey picture glyph shown when an image fails (spec section 8). A data: URI is allowed by the CSP. */
export const PLACEHOLDER_SRC = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#242735"/>' +
    '<path d="M18 42l9-11 7 8 5-6 7 9z" fill="#454a60"/><circle cx="40" cy="24" r="4" fill="#454a60"/></svg>',
)}`;

/** Our own images (served by the resize endpoint). Other origins, svg, data: and blob: URLs are left alone. */
function isResizable(url: URL, origin: string): boolean {
  return url.origin === origin && url.pathname.startsWith('/img/') && !url.pathname.endsWith('.svg');
}

/**
 * Adds `w`, `q` and `fm=webp` to our own image URLs. `cssWidth` is the displayed width in CSS pixels;
 * the requested width covers the device pixel ratio (capped at 3) and is rounded up to a 32 px step.
 */
export function resizedSrc(
  src: string,
  cssWidth: number | undefined,
  { quality = IMAGE_QUALITY, dpr = 1, origin = globalThis.location?.origin ?? 'http://localhost' } = {},
): string {
  if (!src || src.startsWith('data:') || src.startsWith('blob:')) return src;
  let url: URL;
  try {
    url = new URL(src, origin);
  } catch {
    return src;
  }
  if (!isResizable(url, origin)) return src;
  if (cssWidth && cssWidth > 0) {
    const pixels = cssWidth * Math.min(Math.max(dpr, 1), MAX_DPR);
    url.searchParams.set('w', String(Math.ceil(pixels / WIDTH_STEP) * WIDTH_STEP));
  }
  url.searchParams.set('q', String(quality));
  url.searchParams.set('fm', 'webp');
  return `${url.pathname}${url.search}`;
}

/** Design pixels (375 px wide layout) to CSS pixels now: the root font is 100 px at 375 px. */
export function designToCssPx(designPx: number): number {
  const root = Number.parseFloat(getComputedStyle(document.documentElement).fontSize) || 100;
  return (designPx * root) / 100;
}

type Callback = () => void;
let observer: IntersectionObserver | null = null;
const waiting = new Map<Element, Callback>();

/** Calls `onVisible` once when `element` comes within 200 px of the viewport; returns a cancel function. */
export function whenNearViewport(element: Element, onVisible: Callback): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    onVisible();
    return () => {};
  }
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const callback = waiting.get(entry.target);
        observer?.unobserve(entry.target);
        waiting.delete(entry.target);
        callback?.();
      }
    },
    { rootMargin: LAZY_ROOT_MARGIN },
  );
  waiting.set(element, onVisible);
  observer.observe(element);
  return () => {
    waiting.delete(element);
    observer?.unobserve(element);
  };
}
