import { on, postEvent } from './bridge.ts';

/** Telegram theme parameter -> the design tokens it feeds (ui/tokens.css). */
const TOKEN_OF: Record<string, string[]> = {
  bg_color: ['--c-bg'],
  secondary_bg_color: ['--c-surface'],
  section_bg_color: ['--c-surface-2'],
  text_color: ['--c-text'],
  subtitle_text_color: ['--c-text-2'],
  hint_color: ['--c-text-3'],
  link_color: ['--c-primary-text'],
  button_color: ['--c-primary', '--c-primary-fill'],
  button_text_color: ['--c-on-primary'],
  destructive_text_color: ['--c-danger'],
  section_separator_color: ['--c-border'],
};

const COLOR = /^#[0-9a-f]{6}$/i;

export function themeVariables(theme: Record<string, string>): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const [key, value] of Object.entries(theme)) {
    if (!COLOR.test(value)) continue;
    vars[`--tg-theme-${key.replace(/_/g, '-')}`] = value;
    for (const token of TOKEN_OF[key] ?? []) vars[token] = value;
  }
  return vars;
}

function setVariables(vars: Record<string, string>) {
  const style = document.documentElement.style;
  for (const [name, value] of Object.entries(vars)) style.setProperty(name, value);
}

export function applyTheme(theme: Record<string, string>) {
  setVariables(themeVariables(theme));
  const bg = theme.bg_color;
  if (bg && COLOR.test(bg)) document.querySelector('meta[name="theme-color"]')?.setAttribute('content', bg);
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
