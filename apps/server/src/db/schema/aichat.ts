import { integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/** Localised text: locale -> text, with en-US always present. */
export type LocalisedText = Record<string, string>;

/** An AI help agent ("product") of the help centre. */
export const aiAgents = pgTable('ai_agents', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  avatar: text('avatar').notNull().default(''),
  intro: jsonb('intro').$type<LocalisedText>().notNull(),
  welcome: jsonb('welcome').$type<LocalisedText>().notNull(),
  questions: jsonb('questions').$type<Record<string, string[]>>().notNull(),
  sort: integer('sort').notNull().default(0),
});

/** The customer-service question list (cs get_qlist), one row per question and locale. */
export const csQuestions = pgTable(
  'cs_questions',
  {
    id: integer('id').notNull(),
    locale: text('locale').notNull(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.id, t.locale] })],
);
