import type { Block, PostStatus, TextStyle } from '@arcadia/contract/calls/community/common';
import { parseTextBlock, textBlockMarkup } from './markup.ts';
import type { PostView, SaveInput } from './queries.ts';

/**
 * The editor's working copy of a post: text blocks as the markup a person types, media blocks as their uploads
 * (a block still waiting for its file is kept here and left out of what is saved).
 */

export type DraftBlock =
  | { id: string; type: 'text'; style: TextStyle; markup: string }
  | { id: string; type: 'image' | 'gif'; key: string; width: number; height: number; caption: string }
  | { id: string; type: 'video'; key: string; cover: string; width: number; height: number; caption: string };

export interface Draft {
  title: string;
  cover: string | null;
  blocks: DraftBlock[];
}

let counter = 0;
const blockId = () => `b${Date.now().toString(36)}${(counter++).toString(36)}`;

export function newBlock(type: DraftBlock['type']): DraftBlock {
  if (type === 'text') return { id: blockId(), type, style: 'paragraph', markup: '' };
  if (type === 'video') return { id: blockId(), type, key: '', cover: '', width: 0, height: 0, caption: '' };
  return { id: blockId(), type, key: '', width: 0, height: 0, caption: '' };
}

export function draftOf(post: Pick<PostView, 'title' | 'cover' | 'blocks'>): Draft {
  return {
    title: post.title,
    cover: post.cover,
    blocks: post.blocks.map((b): DraftBlock => {
      if (b.type === 'text') return { id: blockId(), type: 'text', style: b.style, markup: textBlockMarkup(b) };
      if (b.type === 'video')
        return {
          id: blockId(),
          type: 'video',
          key: b.key,
          cover: b.cover,
          width: b.width ?? 0,
          height: b.height ?? 0,
          caption: b.caption ?? '',
        };
      return {
        id: blockId(),
        type: b.type,
        key: b.key,
        width: b.width ?? 0,
        height: b.height ?? 0,
        caption: b.caption ?? '',
      };
    }),
  };
}

/** The blocks as saved and previewed: text parsed, unfinished media left out, empty captions dropped. */
export function blocksOf(draft: Draft): Block[] {
  const out: Block[] = [];
  for (const b of draft.blocks) {
    const caption = b.type === 'text' ? '' : b.caption.trim();
    const withCaption = caption ? { caption } : {};
    if (b.type === 'text') out.push(parseTextBlock(b.style, b.markup));
    else if (b.type === 'video') {
      if (b.key && b.cover)
        out.push({ type: 'video', key: b.key, cover: b.cover, width: b.width, height: b.height, ...withCaption });
    } else if (b.key) out.push({ type: b.type, key: b.key, width: b.width, height: b.height, ...withCaption });
  }
  return out;
}

export function saveInput(draft: Draft, status: PostStatus, postId: string | undefined): SaveInput {
  return {
    ...(postId ? { post_id: postId } : {}),
    title: draft.title,
    cover: draft.cover,
    blocks: blocksOf(draft),
    status,
  };
}

/** Moves the block at `index` one place up (-1) or down (+1). */
export function moveBlock(blocks: DraftBlock[], index: number, by: -1 | 1): DraftBlock[] {
  const to = index + by;
  if (to < 0 || to >= blocks.length) return blocks;
  const next = [...blocks];
  [next[index], next[to]] = [next[to] as DraftBlock, next[index] as DraftBlock];
  return next;
}

/** Wraps the selection [start, end) of `text` in `open`/`close`; answers the text and the selection inside. */
export function wrapSelection(text: string, start: number, end: number, open: string, close = open) {
  const next = `${text.slice(0, start)}${open}${text.slice(start, end)}${close}${text.slice(end)}`;
  return { text: next, start: start + open.length, end: end + open.length };
}
