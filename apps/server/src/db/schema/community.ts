import type { Block, ReportReason } from '@arcadia/contract/calls/community/common';
import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { profiles } from './profiles.ts';
import { users } from './users.ts';

/**
 * Posts, follows, likes, comments and reports (issue 22, docs/posts.md). A post belongs to one of its player's
 * profiles; `xid` is its public id (/posts/<xid>). Its text is a structured tree (contract calls/community), never
 * HTML. Hidden (`hidden_at`) posts are seen by their author only; deleted ones by no one.
 */

/** A player's uploads for posts: the only media keys their posts may hold. */
export const postMedia = pgTable(
  'post_media',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    key: text('key').notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    /** image | gif | video */
    kind: text('kind').notNull(),
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width').notNull().default(0),
    height: integer('height').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('post_media_key_uq').on(t.key), index('post_media_user_idx').on(t.userId)],
);

export const posts = pgTable(
  'posts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    xid: text('xid').notNull(),
    profileId: bigint('profile_id', { mode: 'number' })
      .notNull()
      .references(() => profiles.id),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    title: text('title').notNull().default(''),
    /** The first words of the text, for cards and link previews. */
    excerpt: text('excerpt').notNull().default(''),
    /** An image key of the author's uploads, '' for none. */
    coverKey: text('cover_key').notNull().default(''),
    blocks: jsonb('blocks').$type<Block[]>().notNull().default(sql`'[]'::jsonb`),
    /** draft | published */
    status: text('status').notNull().default('draft'),
    likeCount: integer('like_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason').$type<ReportReason | ''>().notNull().default(''),
    hiddenNote: text('hidden_note').notNull().default(''),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('posts_xid_uq').on(t.xid),
    index('posts_profile_idx').on(t.profileId, t.publishedAt),
    index('posts_published_idx').on(t.status, t.publishedAt),
  ],
);

/** A player follows a profile. */
export const profileFollows = pgTable(
  'profile_follows',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    profileId: bigint('profile_id', { mode: 'number' })
      .notNull()
      .references(() => profiles.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.profileId] }), index('profile_follows_profile_idx').on(t.profileId)],
);

/** One like per player and post (the primary key makes a like idempotent). */
export const postLikes = pgTable(
  'post_likes',
  {
    postId: bigint('post_id', { mode: 'number' })
      .notNull()
      .references(() => posts.id),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] })],
);

export const postComments = pgTable(
  'post_comments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    postId: bigint('post_id', { mode: 'number' })
      .notNull()
      .references(() => posts.id),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('post_comments_post_idx').on(t.postId, t.id)],
);

/** A player's report of a post: open until a moderator hides the post or dismisses the reports. */
export const postReports = pgTable(
  'post_reports',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    postId: bigint('post_id', { mode: 'number' })
      .notNull()
      .references(() => posts.id),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    reason: text('reason').$type<ReportReason>().notNull(),
    note: text('note').notNull().default(''),
    /** open | hidden | dismissed */
    status: text('status').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    operatorId: bigint('operator_id', { mode: 'number' }),
  },
  (t) => [
    uniqueIndex('post_reports_post_user_uq').on(t.postId, t.userId),
    index('post_reports_status_idx').on(t.status, t.postId),
  ],
);
