import { useLayoutEffect } from 'react';

/** Fortune's installable app and its browser chrome colour (public/fortune/). */
const FORTUNE_HEAD = {
  manifest: '/fortune/manifest.webmanifest',
  icon: '/fortune/icon.svg',
  appleIcon: '/fortune/apple-touch-icon.png',
  themeColor: '#12081f',
} as const;

/** The main brand's values in index.html, restored when the player leaves Fortune. */
const MAIN_HEAD = {
  manifest: '/manifest.webmanifest',
  icon: '/icon.svg',
  appleIcon: '/pwa/apple-touch-icon.png',
  themeColor: '#12131a',
} as const;

/**
 * Sets Fortune's value and returns how to put the main brand's back. The main value, not the one found: a first load
 * on /fortune finds what the server rendered for Fortune there.
 */
function swap(selector: string, attribute: string, value: string, main: string): () => void {
  const element = document.head.querySelector(selector);
  if (!element) return () => {};
  element.setAttribute(attribute, value);
  return () => element.setAttribute(attribute, main);
}

/**
 * While a Fortune page is shown: its theme (`.fortune` on <html>, so dialogs and sheets in <body> follow), its web
 * app manifest, icon and theme colour. Everything is put back on unmount, so the main brand stays untouched.
 */
export function useFortuneRoot() {
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.classList.add('fortune');
    const restores = [
      swap('link[rel="manifest"]', 'href', FORTUNE_HEAD.manifest, MAIN_HEAD.manifest),
      swap('link[rel="icon"]', 'href', FORTUNE_HEAD.icon, MAIN_HEAD.icon),
      swap('link[rel="apple-touch-icon"]', 'href', FORTUNE_HEAD.appleIcon, MAIN_HEAD.appleIcon),
      swap('meta[name="theme-color"]', 'content', FORTUNE_HEAD.themeColor, MAIN_HEAD.themeColor),
    ];
    return () => {
      root.classList.remove('fortune');
      for (const restore of restores) restore();
    };
  }, []);
}
