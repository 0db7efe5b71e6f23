import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isLocale, type Locale } from '@arcadia/contract';
import { createHeadTranslate, type HeadTranslate, loadCommonMessages } from '../../head/messages.ts';

/**
 * The share text of a red packet comes from the web's `giftcode` namespace (`share.text`), so the text a player
 * shares from the app and the one the server answers are the same, in each of the 13 locales.
 */
const here = dirname(fileURLToPath(import.meta.url));
const SOURCE_DIR = resolve(here, '../../../../web/public/resource/i18n/giftcode');

function messagesDir(webDist: string): string {
  const built = webDist ? join(webDist, 'resource/i18n/giftcode') : '';
  return built && existsSync(join(built, 'en-US.json')) ? built : SOURCE_DIR;
}

export type ShareText = (locale: string, vars: { name: string }) => string;

export function shareTextFrom(webDist: string): ShareText {
  const t: HeadTranslate = createHeadTranslate(loadCommonMessages(messagesDir(webDist)));
  return (locale, vars) =>
    t((isLocale(locale) ? locale : 'en-US') as Locale, 'share.text', vars) ?? `${vars.name} sent you a red packet!`;
}

/** The red packet's share image (apps/web/public), the same for every packet. */
export const SHARE_IMAGE = '/resource/giftcode/red-packet-share.png';
