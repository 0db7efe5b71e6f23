import { on, postEvent } from './bridge.ts';

/**
 * Telegram theme parameters -> our design tokens (ui/tokens.css).
 *
 * Clients send different subsets of the parameters (older ones only bg/text/hint/link/button), so every token
 * Telegram's palette touches is derived from what is present, never left at our dark default on a light page:
 * backgrounds step from bg_color / secondary_bg_color towards text_color, text tokens are pulled towards
 * text_color until they reach WCAG AA (4.5:1) on every surface, and the button fill is darkened (or lightened)
 * until its text reads. The scheme (Telegram's own rule: HSP brightness of bg_color below 120 is dark) switches
 * `<html data-theme>`, so the tokens Telegram has no parameter for (success, warning, accent, overlay) follow it.
 */

type Rgb = [number, number, number];
export type ColorScheme = 'light' | 'dark';

const COLOR = /^#[0-9a-f]{6}$/i;
const AA = 4.5;

const rgb = (hex: string): Rgb => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as Rgb;
const hex = (c: Rgb) => `#${c.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;

/** `a` moved `weight` (0..1) of the way to `b`. */
function mix(a: string, b: string, weight: number): string {
  const [x, y] = [rgb(a), rgb(b)];
  return hex(x.map((v, i) => v + ((y[i] as number) - v) * weight) as Rgb);
}

function luminance(color: string): number {
  const channel = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  const [r, g, b] = rgb(color).map(channel) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two colours (1..21). */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const isDark = (color: string) => {
  const [r, g, b] = rgb(color);
  return Math.sqrt(0.299 * r * r + 0.587 * g * g + 0.114 * b * b) < 120;
};

/** `color`, moved towards `toward` in small steps until it reaches `ratio` against every background. */
function readable(color: string, backgrounds: string[], toward: string, ratio = AA): string {
  let out = color;
  for (let step = 1; step <= 10 && backgrounds.some((bg) => contrast(out, bg) < ratio); step++) {
    out = mix(color, toward, step / 10);
  }
  return out;
}

const alpha = (color: string, a: number) => `rgb(${rgb(color).join(' ')} / ${a})`;

function colours(theme: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(theme))
    if (typeof value === 'string' && COLOR.test(value)) out[key] = value;
  return out;
}

const background = (p: Record<string, string>) => p.bg_color ?? p.secondary_bg_color ?? p.section_bg_color;

/** Light or dark, as Telegram decides it from the background; undefined when the theme has no background. */
export function themeScheme(theme: Record<string, string>): ColorScheme | undefined {
  const bg = background(colours(theme));
  return bg ? (isDark(bg) ? 'dark' : 'light') : undefined;
}

function tokens(p: Record<string, string>, bg: string): Record<string, string> {
  const dark = isDark(bg);
  const extreme = dark ? '#ffffff' : '#000000';
  const text = readable(p.text_color ?? (dark ? '#f4f5fa' : '#161826'), [bg], extreme);
  const surface = p.secondary_bg_color ?? p.section_bg_color ?? mix(bg, text, 0.04);
  const surface2 = p.section_bg_color ?? mix(surface, text, 0.06);
  const surface3 = mix(surface2, text, 0.07);
  const grounds = [bg, surface, surface2];
  const primary = p.button_color ?? p.link_color;
  const vars: Record<string, string> = {
    '--c-bg': bg,
    '--c-surface': surface,
    '--c-surface-2': surface2,
    '--c-surface-3': surface3,
    '--c-border': p.section_separator_color ?? mix(surface, text, 0.1),
    '--c-border-strong': mix(surface, text, 0.28),
    '--c-text': readable(text, [...grounds, surface3], extreme),
    '--c-text-2': readable(p.subtitle_text_color ?? p.hint_color ?? mix(text, bg, 0.25), grounds, text),
    '--c-text-3': readable(p.hint_color ?? mix(text, bg, 0.4), grounds, text),
    '--c-skeleton': mix(surface, text, 0.08),
    '--c-skeleton-shine': mix(surface, text, 0.03),
    '--grad-surface': `linear-gradient(180deg, ${mix(surface, text, 0.02)} 0%, ${surface} 100%)`,
  };
  if (p.destructive_text_color) vars['--c-danger'] = readable(p.destructive_text_color, grounds, text);
  if (primary) {
    const link = readable(p.link_color ?? primary, grounds, text);
    const onPrimary =
      p.button_text_color ?? (contrast('#ffffff', primary) >= contrast('#000000', primary) ? '#ffffff' : '#000000');
    const fill = readable(primary, [onPrimary], isDark(onPrimary) ? '#ffffff' : '#000000');
    const press = mix(fill, isDark(onPrimary) ? '#ffffff' : '#000000', 0.12);
    Object.assign(vars, {
      '--c-primary': primary,
      '--c-primary-press': mix(primary, extreme, 0.12),
      '--c-primary-text': link,
      '--c-primary-soft': alpha(primary, dark ? 0.16 : 0.1),
      '--c-primary-fill': fill,
      '--c-primary-fill-press': press,
      '--c-on-primary': onPrimary,
      '--c-focus': link,
      '--grad-primary': `linear-gradient(160deg, ${fill} 0%, ${press} 100%)`,
    });
  }
  return vars;
}

/** Telegram's parameters as `--tg-theme-*` variables plus every design token derived from them. */
export function themeVariables(theme: Record<string, string>): Record<string, string> {
  const p = colours(theme);
  const vars: Record<string, string> = {};
  for (const [key, value] of Object.entries(p)) vars[`--tg-theme-${key.replace(/_/g, '-')}`] = value;
  const bg = background(p);
  return bg ? { ...vars, ...tokens(p, bg) } : vars;
}

let applied = new Set<string>();

function setVariables(vars: Record<string, string>) {
  const style = document.documentElement.style;
  for (const [name, value] of Object.entries(vars)) style.setProperty(name, value);
}

/** Applies a theme; tokens the previous theme set and this one does not fall back to the stylesheet. */
export function applyTheme(theme: Record<string, string>) {
  const vars = themeVariables(theme);
  const root = document.documentElement;
  for (const name of applied) if (!(name in vars)) root.style.removeProperty(name);
  applied = new Set(Object.keys(vars));
  setVariables(vars);
  // Without a background the stylesheet's dark palette stands, so the scheme is dark too.
  if (themeScheme(theme) === 'light') root.dataset.theme = 'light';
  else delete root.dataset.theme;
  const bg = vars['--c-bg'];
  if (bg) document.querySelector('meta[name="theme-color"]')?.setAttribute('content', bg);
}

function insetVariables(prefix: string, data: Record<string, unknown>): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const side of ['top', 'bottom', 'left', 'right']) {
    const value = Number(data[side]);
    if (Number.isFinite(value) && value >= 0) vars[`${prefix}-${side}`] = `${value}px`;
  }
  return vars;
}

/** The shell's --safe-top / --safe-bottom tokens: Telegram's device inset plus its own header or controls. */
export function shellInsets(device: Record<string, unknown>, content: Record<string, unknown>): Record<string, string> {
  const px = (value: unknown) => (Number.isFinite(Number(value)) && Number(value) > 0 ? Number(value) : 0);
  return {
    '--safe-top': `${px(device.top) + px(content.top)}px`,
    '--safe-bottom': `${px(device.bottom) + px(content.bottom)}px`,
  };
}

/** Theme changes, safe-area insets (Bot API 8.0+) and the viewport height feed CSS variables. */
export function installTheme(initial: Record<string, string>, supportsSafeArea: boolean) {
  applyTheme(initial);
  on('theme_changed', (data) => applyTheme((data.theme_params ?? {}) as Record<string, string>));
  const insets = { device: {} as Record<string, unknown>, content: {} as Record<string, unknown> };
  const feedShell = () => setVariables(shellInsets(insets.device, insets.content));
  on('safe_area_changed', (data) => {
    insets.device = data;
    setVariables(insetVariables('--tg-safe-area-inset', data));
    feedShell();
  });
  on('content_safe_area_changed', (data) => {
    insets.content = data;
    setVariables(insetVariables('--tg-content-safe-area-inset', data));
    feedShell();
  });
  on('viewport_changed', (data) => {
    const height = Number(data.height);
    if (Number.isFinite(height) && height > 0) setVariables({ '--tg-viewport-height': `${height}px` });
  });
  postEvent('web_app_request_theme');
  postEvent('web_app_request_viewport');
  if (supportsSafeArea) {
    postEvent('web_app_request_safe_area');
    postEvent('web_app_request_content_safe_area');
  }
}
