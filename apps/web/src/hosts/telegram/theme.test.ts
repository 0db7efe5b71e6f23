import { afterEach, describe, expect, it } from 'vitest';
import { applyTheme, contrast, themeScheme, themeVariables } from './theme.ts';

/** Only the parameters every Telegram client sends (no secondary/section/subtitle/separator colours). */
const LIGHT_BASIC = {
  bg_color: '#ffffff',
  text_color: '#000000',
  hint_color: '#999999',
  link_color: '#2481cc',
  button_color: '#2481cc',
  button_text_color: '#ffffff',
};
const DARK_BASIC = {
  bg_color: '#17212b',
  text_color: '#f5f5f5',
  hint_color: '#708499',
  link_color: '#6ab3f3',
  button_color: '#5288c1',
  button_text_color: '#ffffff',
};

const SURFACES = ['--c-bg', '--c-surface', '--c-surface-2', '--c-surface-3'];
const TEXTS = ['--c-text', '--c-text-2', '--c-text-3', '--c-primary-text'];
const TOKENS = [
  ...SURFACES,
  ...TEXTS,
  '--c-border',
  '--c-border-strong',
  '--c-primary',
  '--c-primary-press',
  '--c-primary-soft',
  '--c-primary-fill',
  '--c-primary-fill-press',
  '--c-on-primary',
  '--c-skeleton',
  '--c-skeleton-shine',
  '--c-focus',
];
const lighter = (color: string) => contrast(color, '#000000') > contrast(color, '#ffffff');

describe.each([
  ['light', LIGHT_BASIC],
  ['dark', DARK_BASIC],
])('a %s theme with only the basic parameters', (scheme, theme) => {
  const vars = themeVariables(theme);
  const get = (name: string) => vars[name] as string;

  it('sets every token', () => {
    for (const token of TOKENS) expect(vars, token).toHaveProperty(token);
    expect(themeScheme(theme)).toBe(scheme);
  });

  it('keeps every surface on the side of the page background', () => {
    for (const surface of SURFACES) expect(lighter(get(surface)), surface).toBe(scheme === 'light');
    expect(new Set(SURFACES.map(get)).size).toBe(SURFACES.length);
  });

  it('keeps text readable (WCAG AA) on every surface, and on the buttons', () => {
    for (const text of TEXTS)
      for (const surface of SURFACES.slice(0, 3))
        expect(contrast(get(text), get(surface)), `${text} on ${surface}`).toBeGreaterThanOrEqual(4.5);
    expect(contrast(get('--c-text'), get('--c-surface-3'))).toBeGreaterThanOrEqual(4.5);
    expect(contrast(get('--c-on-primary'), get('--c-primary-fill'))).toBeGreaterThanOrEqual(4.5);
  });
});

describe('Telegram theme mapping', () => {
  afterEach(() => {
    document.documentElement.removeAttribute('style');
    delete document.documentElement.dataset.theme;
  });

  it('uses the parameters a client does send as they are', () => {
    const vars = themeVariables({
      bg_color: '#ffffff',
      secondary_bg_color: '#f0f2f5',
      section_bg_color: '#fafafa',
      text_color: '#111111',
      section_separator_color: '#e0e0e0',
    });
    expect(vars).toMatchObject({
      '--tg-theme-section-bg-color': '#fafafa',
      '--c-bg': '#ffffff',
      '--c-surface': '#f0f2f5',
      '--c-surface-2': '#fafafa',
      '--c-text': '#111111',
      '--c-border': '#e0e0e0',
    });
  });

  it('falls back to secondary_bg_color for the page and leaves the palette alone without any background', () => {
    expect(themeVariables({ secondary_bg_color: '#eeeeee' })['--c-bg']).toBe('#eeeeee');
    expect(themeVariables({ text_color: '#000000', link_color: 'blue' })).toEqual({
      '--tg-theme-text-color': '#000000',
    });
  });

  it('switches <html data-theme> with the scheme and drops tokens the next theme does not set', () => {
    applyTheme({ ...LIGHT_BASIC, destructive_text_color: '#cc2929' });
    const style = document.documentElement.style;
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(style.getPropertyValue('--c-danger')).not.toBe('');
    applyTheme(DARK_BASIC);
    expect(document.documentElement.dataset.theme).toBeUndefined();
    expect(style.getPropertyValue('--c-danger')).toBe('');
    expect(style.getPropertyValue('--c-surface-2')).toBe(themeVariables(DARK_BASIC)['--c-surface-2']);
  });
});
