import { join } from 'node:path';
import { ErrorCode } from '@arcadia/contract';
import { describe, expect, it } from 'vitest';
import { DB_KINDS, useTestApp } from '../helpers.ts';
import { call, gif, imageKey, mp4, newPlayer, post, publish, text, upload } from './support.ts';

/** Posts (issue 22): drafts, publishing, editing, deleting, the block tree's validation, the link preview. */

const ORIGIN = 'https://arcadia.test';

describe.each(DB_KINDS)('community: posts (%s)', (kind) => {
  const t = useTestApp(kind, {
    config: { webDist: join(import.meta.dirname, '../head/fixture'), publicOrigin: ORIGIN },
  });

  it('asks for a profile before the first post', async () => {
    const nobody = await newPlayer(t, { profile: false });
    const answer = await call(t, nobody, '/post_save', { body: post() });
    expect(answer).toMatchObject({ code: ErrorCode.CONFLICT, data: { reason: 'no_profile' } });
  });

  it('keeps a draft to its author, publishes it, edits it and deletes it', async () => {
    const ana = await newPlayer(t);
    const bob = await newPlayer(t);
    const saved = await call(t, ana, '/post_save', { body: post({ status: 'draft', title: '  Draft one  ' }) });
    expect(saved.code, JSON.stringify(saved)).toBe(0);
    const draft = saved.data.post;
    expect(draft).toMatchObject({
      title: 'Draft one',
      status: 'draft',
      published_at: null,
      is_mine: true,
      hidden: false,
      author: { xid: ana.xid, name: ana.name },
      excerpt: 'First words of a post.',
    });
    expect(draft.id).toMatch(/^[0-9a-z]{12}$/);

    // Only its author reads a draft; drafts are listed for the owner only.
    expect((await call(t, bob, '/post_detail', { query: { post_id: draft.id } })).code).toBe(ErrorCode.NOT_FOUND);
    expect((await call(t, undefined, '/post_detail', { query: { post_id: draft.id } })).code).toBe(ErrorCode.NOT_FOUND);
    expect((await call(t, ana, '/post_detail', { query: { post_id: draft.id } })).data.status).toBe('draft');
    const drafts = await call(t, ana, '/profile_posts', { query: { xid: ana.xid, tab: 'drafts' } });
    expect(drafts.data.list.map((p: { id: string }) => p.id)).toEqual([draft.id]);
    expect((await call(t, bob, '/profile_posts', { query: { xid: ana.xid, tab: 'drafts' } })).code).toBe(
      ErrorCode.FORBIDDEN,
    );
    expect((await call(t, bob, '/profile_posts', { query: { xid: ana.xid } })).data.list).toEqual([]);

    // Publishing needs a title and content.
    const empty = await call(t, ana, '/post_save', {
      body: post({ post_id: draft.id, title: ' ', blocks: [text(' ')] }),
    });
    expect(empty.code).toBe(ErrorCode.VALIDATION);
    expect(Object.keys(empty.data).sort()).toEqual(['blocks', 'title']);

    const published = await call(t, ana, '/post_save', { body: post({ post_id: draft.id, title: 'Now public' }) });
    expect(published.data.post).toMatchObject({ id: draft.id, status: 'published', title: 'Now public' });
    expect(published.data.post.published_at).toBeGreaterThan(0);
    const seen = await call(t, undefined, '/post_detail', { query: { post_id: draft.id } });
    expect(seen.data).toMatchObject({ title: 'Now public', is_mine: false, liked: false });
    const list = await call(t, undefined, '/profile_posts', { query: { xid: ana.xid } });
    expect(list.data.list.map((p: { id: string }) => p.id)).toEqual([draft.id]);

    // Another player cannot write or delete it.
    expect((await call(t, bob, '/post_save', { body: post({ post_id: draft.id }) })).code).toBe(ErrorCode.NOT_FOUND);
    expect((await call(t, bob, '/post_delete', { body: { post_id: draft.id } })).code).toBe(ErrorCode.NOT_FOUND);

    // An edit keeps its first publication time.
    const edited = await call(t, ana, '/post_save', {
      body: post({ post_id: draft.id, title: 'Edited', blocks: [text('Changed', 'h2')] }),
    });
    expect(edited.data.post).toMatchObject({ title: 'Edited', published_at: published.data.post.published_at });
    expect(edited.data.post.blocks).toEqual([{ type: 'text', style: 'h2', items: [[{ text: 'Changed' }]] }]);

    expect((await call(t, ana, '/post_delete', { body: { post_id: draft.id } })).data).toEqual({ deleted: true });
    expect((await call(t, ana, '/post_detail', { query: { post_id: draft.id } })).code).toBe(ErrorCode.NOT_FOUND);
    expect((await call(t, undefined, '/profile_posts', { query: { xid: ana.xid } })).data.list).toEqual([]);
    expect((await call(t, ana, '/post_delete', { body: { post_id: draft.id } })).code).toBe(ErrorCode.NOT_FOUND);
  });

  it('writes a post with every block type and inline style, and reads it back the same', async () => {
    const ana = await newPlayer(t);
    const cover = await imageKey(t, ana);
    const picture = await imageKey(t, ana);
    const animated = (await upload(t, ana, 'gif', await gif())).data.key;
    const video = (await upload(t, ana, 'video', mp4())).data.key;
    const spans = [
      { text: 'plain ' },
      { text: 'bold', marks: ['bold'] },
      { text: ' and ', marks: [] },
      { text: 'all', marks: ['bold', 'italic', 'underline', 'strike', 'code'] },
      { text: ' a link', href: 'https://example.com/a?b=1#c', marks: ['italic'] },
    ];
    const blocks = [
      { type: 'text', style: 'paragraph', items: [spans] },
      text('Heading', 'h2'),
      text('A quote\nover two lines', 'blockquote'),
      { type: 'text', style: 'ordered', items: [[{ text: 'one' }], [{ text: 'two' }]] },
      { type: 'text', style: 'unordered', items: [[{ text: 'dot' }]] },
      { type: 'image', key: picture, caption: ' A picture ', width: 9999 },
      { type: 'gif', key: animated },
      { type: 'video', key: video, cover: picture, caption: 'Clip' },
    ];
    const saved = await publish(t, ana, { cover, blocks });
    const read = await call(t, undefined, '/post_detail', { query: { post_id: saved.id } });
    expect(read.data.cover).toBe(cover);
    // The server sets the sizes from the uploads and trims captions.
    expect(read.data.blocks).toEqual([
      { type: 'text', style: 'paragraph', items: [spans] },
      blocks[1],
      blocks[2],
      blocks[3],
      blocks[4],
      { type: 'image', key: picture, caption: 'A picture', width: 64, height: 48 },
      { type: 'gif', key: animated, width: 40, height: 30 },
      { type: 'video', key: video, cover: picture, caption: 'Clip', width: 64, height: 48 },
    ]);
    expect(read.data.excerpt).toBe('plain bold and all a link Heading A quote over two lines one two dot');
  });

  it('stores markup and script in text as text, and refuses script links and extra attributes', async () => {
    const ana = await newPlayer(t);
    const hostile = '<script>window.pwned=1</script><img src=x onerror=alert(1)>';
    const saved = await publish(t, ana, {
      title: '<b>title</b><script>alert(1)</script>',
      blocks: [
        text(hostile),
        { type: 'text', style: 'paragraph', items: [[{ text: 'x', href: 'https://ok.example' }]] },
      ],
    });
    const read = await call(t, undefined, '/post_detail', { query: { post_id: saved.id } });
    expect(read.data.title).toBe('<b>title</b><script>alert(1)</script>');
    expect(read.data.blocks[0].items[0][0].text).toBe(hostile);

    const refused = async (blocks: unknown[], field: string) => {
      const answer = await call(t, ana, '/post_save', { body: post({ blocks }) });
      expect(answer.code, JSON.stringify(answer)).toBe(ErrorCode.VALIDATION);
      expect(Object.keys(answer.data).join(','), JSON.stringify(answer.data)).toContain(field);
    };
    const link = (href: string) => [{ type: 'text', style: 'paragraph', items: [[{ text: 'click', href }]] }];
    await refused(link('javascript:alert(1)'), 'blocks');
    await refused(link('JAVASCRIPT:alert(1)'), 'blocks');
    await refused(link(' javascript:alert(1)'), 'blocks');
    await refused(link('data:text/html,<script>alert(1)</script>'), 'blocks');
    await refused(link('vbscript:msgbox(1)'), 'blocks');
    await refused(link('//evil.example/x'), 'blocks');
    await refused(link('https://exa mple.com'), 'blocks');
    await refused([{ type: 'text', style: 'paragraph', items: [[{ text: 'x', onclick: 'alert(1)' }]] }], 'blocks');
    await refused([{ type: 'text', style: 'paragraph', items: [[{ text: 'x', onmouseover: 'a' }]] }], 'blocks');
    await refused([{ type: 'text', style: 'paragraph', items: [[{ text: 'x', marks: ['script'] }]] }], 'blocks');
    await refused([{ type: 'text', style: 'paragraph', html: '<b>x</b>', items: [[{ text: 'x' }]] }], 'blocks');
    await refused([{ type: 'html', html: '<script>alert(1)</script>' }], 'blocks');
    await refused([{ type: 'text', style: 'h1', items: [[{ text: 'x' }]] }], 'blocks');
    await refused([{ type: 'text', style: 'paragraph', items: [[{ text: 'bell\u0007' }]] }], 'blocks');
    await refused([{ type: 'image', key: 'https://evil.example/x.png' }], 'blocks');
    await refused([{ type: 'image', key: '../../etc/passwd' }], 'blocks');
    await refused(
      Array.from({ length: 61 }, () => text('x')),
      'blocks',
    );
    await refused(
      Array.from({ length: 6 }, () => text('y'.repeat(4000))),
      'blocks',
    );
    const longTitle = await call(t, ana, '/post_save', { body: post({ title: 't'.repeat(121) }) });
    expect(longTitle.data.title).toBeDefined();
    const badStatus = await call(t, ana, '/post_save', { body: post({ status: 'hidden' }) });
    expect(badStatus.data.status).toBeDefined();
  });

  it('lets a post hold only media its author uploaded, each of the right kind', async () => {
    const ana = await newPlayer(t);
    const bob = await newPlayer(t);
    const bobs = await imageKey(t, bob);
    const anas = await imageKey(t, ana);
    const anasVideo = (await upload(t, ana, 'video', mp4())).data.key;
    const refusedField = async (o: Record<string, unknown>) => {
      const answer = await call(t, ana, '/post_save', { body: post(o) });
      expect(answer.code, JSON.stringify(answer)).toBe(ErrorCode.VALIDATION);
      return Object.keys(answer.data);
    };
    expect(await refusedField({ cover: bobs })).toEqual(['cover']);
    expect(await refusedField({ blocks: [{ type: 'image', key: bobs }] })).toEqual(['blocks.0.key']);
    expect(await refusedField({ blocks: [text('x'), { type: 'video', key: anasVideo, cover: bobs }] })).toEqual([
      'blocks.1.cover',
    ]);
    // A picture used as a GIF, a made-up key of the right shape.
    expect(await refusedField({ blocks: [{ type: 'gif', key: anas }] })).toEqual(['blocks.0.key']);
    expect(await refusedField({ cover: anas.replace(/[0-9a-f]{32}/, 'f'.repeat(32)) })).toEqual(['cover']);
    expect((await call(t, ana, '/post_save', { body: post({ cover: anas }) })).code).toBe(0);
  });

  it('renders the post page head with its title, first words and cover, public posts only', async () => {
    const ana = await newPlayer(t);
    const cover = await imageKey(t, ana);
    const saved = await publish(t, ana, { title: 'Sunset at Hội An', cover, blocks: [text('Lanterns & rivers.')] });
    const page = await t.app.inject({ method: 'GET', url: `/vi-VN/posts/${saved.id}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Sunset at Hội An</title>');
    expect(page.body).toContain('<meta property="og:description" content="Lanterns &amp; rivers.">');
    expect(page.body).toContain(`<meta property="og:image" content="${ORIGIN}/img/${cover}">`);
    expect(page.body).toContain(`<link rel="canonical" href="${ORIGIN}/vi-VN/posts/${saved.id}">`);
    const draft = await publish(t, ana, { title: 'Secret draft', status: 'draft' });
    const hidden = await t.app.inject({ method: 'GET', url: `/vi-VN/posts/${draft.id}` });
    expect(hidden.body).not.toContain('Secret draft');
  });
});
