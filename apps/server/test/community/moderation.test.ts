import { ErrorCode } from '@arcadia/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rows } from '../../src/ledger/sql.ts';
import { DB_KINDS, type TestApp, useTestApp } from '../helpers.ts';
import { opsCall, signedInOperator } from '../ops/support.ts';
import { call, newPlayer, publish } from './support.ts';

/** Reports and the console's moderation queue: hide or dismiss, audited; a hidden post is its author's alone. */

async function auditOf(t: TestApp, action: string, target: string) {
  const found = await rows<{ operator_id: string | number; before: unknown; after: unknown }>(
    t.database.db,
    sql`select operator_id, before, after from operator_audit where action = ${action} and target = ${target}`,
  );
  const parse = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v);
  return found.map((r) => ({ operatorId: Number(r.operator_id), before: parse(r.before), after: parse(r.after) }));
}

describe.each(DB_KINDS)('community: reports and moderation (%s)', (kind) => {
  const t = useTestApp(kind);

  it('queues reports by post; hiding it is audited and takes it from /space and the profile', async () => {
    const writer = await newPlayer(t);
    const fan = await newPlayer(t);
    const other = await newPlayer(t);
    const p = await publish(t, writer, { title: 'Buy followers cheap' });
    const kept = await publish(t, writer, { title: 'A fine post' });
    await call(t, fan, '/follow', { body: { xid: writer.xid, follow: true } });
    expect((await call(t, fan, '/space_feed')).data.list.map((x: { id: string }) => x.id)).toEqual([kept.id, p.id]);

    expect((await call(t, writer, '/report', { body: { post_id: p.id, reason: 'spam' } })).data).toMatchObject({
      reason: 'own_post',
    });
    const first = await call(t, fan, '/report', { body: { post_id: p.id, reason: 'spam', note: ' <b>ads</b> ' } });
    expect(first.data).toEqual({ reported: true });
    expect((await call(t, fan, '/report', { body: { post_id: p.id, reason: 'scam' } })).data).toEqual({
      reported: true,
    });
    await call(t, other, '/report', { body: { post_id: p.id, reason: 'scam' } });
    expect((await call(t, fan, '/report', { body: { post_id: p.id, reason: 'nonsense' } })).code).toBe(
      ErrorCode.VALIDATION,
    );

    const moderator = await signedInOperator(t, 'support');
    const queue = await opsCall(t.app, '/moderation/reports', { status: 'open' }, moderator.token);
    expect(queue.body.code, JSON.stringify(queue.body)).toBe(0);
    const item = queue.body.data.list.find((i: { post_id: string }) => i.post_id === p.id);
    expect(item).toMatchObject({
      title: 'Buy followers cheap',
      author_xid: writer.xid,
      author_user_id: writer.id,
      hidden: false,
      status: 'open',
      decided_at: null,
    });
    // One entry per post; a player's repeat report is not a second one.
    expect(item.reports.map((r: { reason: string; note: string }) => [r.reason, r.note])).toEqual([
      ['spam', '<b>ads</b>'],
      ['scam', ''],
    ]);
    expect(item.blocks[0].type).toBe('text');

    const noReason = await opsCall(t.app, '/moderation/decide', { post_id: p.id, action: 'hide' }, moderator.token);
    expect(noReason.body.code).toBe(ErrorCode.VALIDATION);
    const hidden = await opsCall(
      t.app,
      '/moderation/decide',
      { post_id: p.id, action: 'hide', reason: 'spam', note: 'Selling followers' },
      moderator.token,
    );
    expect(hidden.body.data).toEqual({ status: 'hidden', reports_closed: 2 });
    expect(await auditOf(t, 'moderation.hide', `post:${p.id}`)).toEqual([
      {
        operatorId: moderator.id,
        before: { hidden: false, open_reports: 2 },
        after: { hidden: true, reason: 'spam', note: 'Selling followers', reports: ['spam', 'scam'] },
      },
    ]);
    const again = await opsCall(t.app, '/moderation/decide', { post_id: p.id, action: 'dismiss' }, moderator.token);
    expect(again.body).toMatchObject({ code: ErrorCode.CONFLICT, data: { reason: 'already_decided' } });

    // Gone for everyone but its author, who sees why.
    expect((await call(t, fan, '/space_feed')).data.list.map((x: { id: string }) => x.id)).toEqual([kept.id]);
    expect(
      (await call(t, undefined, '/profile_posts', { query: { xid: writer.xid } })).data.list.map(
        (x: { id: string }) => x.id,
      ),
    ).toEqual([kept.id]);
    expect((await call(t, fan, '/post_detail', { query: { post_id: p.id } })).code).toBe(ErrorCode.NOT_FOUND);
    expect((await call(t, fan, '/like', { body: { post_id: p.id, like: true } })).code).toBe(ErrorCode.NOT_FOUND);
    expect((await call(t, fan, '/comment_add', { body: { post_id: p.id, body: 'hi' } })).code).toBe(
      ErrorCode.NOT_FOUND,
    );
    const own = await call(t, writer, '/post_detail', { query: { post_id: p.id } });
    expect(own.data).toMatchObject({ hidden: true, hidden_reason: 'spam', hidden_note: 'Selling followers' });
    const ownList = await call(t, writer, '/profile_posts', { query: { xid: writer.xid } });
    expect(ownList.data.list.find((x: { id: string }) => x.id === p.id)).toMatchObject({ hidden: true });
    // Editing it does not bring it back.
    await call(t, writer, '/post_save', {
      body: { post_id: p.id, title: 'Edited', cover: null, blocks: own.data.blocks, status: 'published' },
    });
    expect((await call(t, fan, '/post_detail', { query: { post_id: p.id } })).code).toBe(ErrorCode.NOT_FOUND);
    const page = await t.app.inject({ method: 'GET', url: `/en-US/posts/${p.id}` });
    expect(page.body).not.toContain('Edited');

    const decided = await opsCall(t.app, '/moderation/reports', { status: 'hidden' }, moderator.token);
    expect(decided.body.data.list[0]).toMatchObject({
      post_id: p.id,
      status: 'hidden',
      hidden: true,
      hidden_reason: 'spam',
      decided_by: moderator.id,
    });
    expect(
      (await opsCall(t.app, '/moderation/reports', { status: 'open' }, moderator.token)).body.data.list.map(
        (i: { post_id: string }) => i.post_id,
      ),
    ).not.toContain(p.id);
  });

  it('dismisses reports and leaves the post as it was, audited; roles without the permission are refused', async () => {
    const writer = await newPlayer(t);
    const fan = await newPlayer(t);
    const p = await publish(t, writer);
    await call(t, fan, '/report', { body: { post_id: p.id, reason: 'other', note: 'I just dislike it' } });
    const viewer = await signedInOperator(t, 'viewer');
    const refused = await opsCall(t.app, '/moderation/decide', { post_id: p.id, action: 'dismiss' }, viewer.token);
    expect(refused.body.code).toBe(ErrorCode.FORBIDDEN);
    const content = await signedInOperator(t, 'content');
    const both = await Promise.all([
      opsCall(t.app, '/moderation/decide', { post_id: p.id, action: 'dismiss' }, content.token),
      opsCall(t.app, '/moderation/decide', { post_id: p.id, action: 'hide', reason: 'abuse' }, content.token),
    ]);
    const codes = both.map((a) => a.body.code).sort();
    expect(codes).toEqual([0, ErrorCode.CONFLICT]);
    const winner = both.find((a) => a.body.code === 0)?.body.data.status;
    const visible = (await call(t, fan, '/post_detail', { query: { post_id: p.id } })).code === 0;
    expect(visible).toBe(winner === 'dismissed');
    expect(
      await auditOf(t, winner === 'dismissed' ? 'moderation.dismiss' : 'moderation.hide', `post:${p.id}`),
    ).toHaveLength(1);
    const unknown = await opsCall(
      t.app,
      '/moderation/decide',
      { post_id: 'zzzzzzzzzzzz', action: 'dismiss' },
      content.token,
    );
    expect(unknown.body.code).toBe(ErrorCode.NOT_FOUND);
  });

  it('limits reports per player', async () => {
    const writer = await newPlayer(t);
    const fan = await newPlayer(t);
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      const p = await publish(t, writer, { title: `Post ${i}` });
      codes.push((await call(t, fan, '/report', { body: { post_id: p.id, reason: 'spam' } })).code);
    }
    expect(codes.slice(0, 10)).toEqual(Array.from({ length: 10 }, () => 0));
    expect(codes[10]).toBe(ErrorCode.RATE_LIMITED);
  });
});
