import { DEFAULT_LOCALE, isLocale } from '@arcadia/contract';
import type { Db } from '../../db/client.ts';
import type { LocalisedText } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { findAgent, listAgents, questionsIn } from './repo.ts';

const FALLBACK = 'en-US';

/** The request's language: the body's lang, else the Accept-Language header's first locale, else vi-VN. */
export function requestLocale(lang: string | undefined, acceptLanguage: string | undefined): string {
  if (isLocale(lang)) return lang;
  const first = acceptLanguage?.split(',')[0]?.trim();
  return isLocale(first) ? first : DEFAULT_LOCALE;
}

const pick = <T>(texts: Record<string, T>, locale: string): T | undefined => texts[locale] ?? texts[FALLBACK];

function agentView(row: Awaited<ReturnType<typeof listAgents>>[number], locale: string) {
  return {
    aiagent_id: row.id,
    name: row.name,
    avatar: row.avatar,
    intro: pick<string>(row.intro as LocalisedText, locale) ?? '',
  };
}

export async function getProducts(db: Db, locale: string) {
  return { list: (await listAgents(db)).map((row) => agentView(row, locale)) };
}

export async function getInfo(db: Db, id: number, locale: string) {
  const row = await findAgent(db, id);
  if (!row) throw new AppError('NOT_FOUND', 'AI agent not found');
  return {
    ...agentView(row, locale),
    welcome: pick<string>(row.welcome as LocalisedText, locale) ?? '',
    questions: pick<string[]>(row.questions, locale) ?? [],
  };
}

/** The question list in the request locale; questions missing in it come in en-US. */
export async function getQlist(db: Db, locale: string) {
  const rows = await questionsIn(db, [locale, FALLBACK]);
  const byId = new Map<number, (typeof rows)[number]>();
  for (const row of rows) if (!byId.has(row.id) || row.locale === locale) byId.set(row.id, row);
  return { list: [...byId.values()].map((row) => ({ id: row.id, question: row.question, answer: row.answer })) };
}
