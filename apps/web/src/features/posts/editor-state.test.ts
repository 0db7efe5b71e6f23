import { describe, expect, it } from 'vitest';
import { blocksOf, type Draft, draftOf, moveBlock, newBlock, saveInput, wrapSelection } from './editor-state.ts';

const KEY = `post/2026-01/${'c'.repeat(32)}.webp`;
const VIDEO = `post-video/2026-01/${'d'.repeat(32)}.mp4`;

describe('editor state', () => {
  it('wraps the selection in markup and keeps it selected inside', () => {
    expect(wrapSelection('make this bold', 10, 14, '**')).toEqual({ text: 'make this **bold**', start: 12, end: 16 });
    expect(wrapSelection('', 0, 0, '[', '](https://a.example)')).toEqual({
      text: '[](https://a.example)',
      start: 1,
      end: 1,
    });
  });

  it('moves blocks up and down, never past the ends', () => {
    const blocks = [newBlock('text'), newBlock('image'), newBlock('video')];
    const ids = (list: typeof blocks) => list.map((b) => b.id);
    expect(ids(moveBlock(blocks, 0, 1))).toEqual([blocks[1]?.id, blocks[0]?.id, blocks[2]?.id]);
    expect(ids(moveBlock(blocks, 2, -1))).toEqual([blocks[0]?.id, blocks[2]?.id, blocks[1]?.id]);
    expect(moveBlock(blocks, 0, -1)).toBe(blocks);
    expect(moveBlock(blocks, 2, 1)).toBe(blocks);
  });

  it('saves parsed text and finished media only, and loads a post back the same', () => {
    const draft: Draft = {
      title: 'T',
      cover: KEY,
      blocks: [
        { id: 'a', type: 'text', style: 'unordered', markup: '**one**\ntwo' },
        { id: 'b', type: 'image', key: '', width: 0, height: 0, caption: '' },
        { id: 'c', type: 'gif', key: KEY, width: 40, height: 30, caption: '  wave ' },
        { id: 'd', type: 'video', key: VIDEO, cover: '', width: 0, height: 0, caption: '' },
        { id: 'e', type: 'video', key: VIDEO, cover: KEY, width: 64, height: 48, caption: '' },
      ],
    };
    const input = saveInput(draft, 'draft', 'abcdefghijkl');
    expect(input).toEqual({
      post_id: 'abcdefghijkl',
      title: 'T',
      cover: KEY,
      status: 'draft',
      blocks: [
        { type: 'text', style: 'unordered', items: [[{ text: 'one', marks: ['bold'] }], [{ text: 'two' }]] },
        { type: 'gif', key: KEY, width: 40, height: 30, caption: 'wave' },
        { type: 'video', key: VIDEO, cover: KEY, width: 64, height: 48 },
      ],
    });
    const loaded = draftOf({ title: 'T', cover: KEY, blocks: input.blocks });
    expect(blocksOf(loaded)).toEqual(input.blocks);
  });
});
