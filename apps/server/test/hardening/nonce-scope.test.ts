import { ErrorCode } from '@arcadia/contract';
import { describe, expect, it } from 'vitest';
import { DB_KINDS, signedHeaders, useTestApp } from '../helpers.ts';

describe.each(DB_KINDS)("the replay guard and other players' nonces (%s)", (kind) => {
  const t = useTestApp(kind);

  it("a request naming another player with a wrong key does not spend that player's nonce", async () => {
    const nonce = 'Zq7Xa';
    const forged = await t.app.inject({
      method: 'POST',
      url: '/svc/user/user/get_user_info',
      headers: signedHeaders({ userId: 100001, secretKey: 'f'.repeat(64), nonce }),
      payload: {},
    });
    expect(forged.json().code).toBe(ErrorCode.SESSION_INVALID);
    const real = await t.app.inject({
      method: 'POST',
      url: '/svc/user/user/get_user_info',
      headers: signedHeaders({ userId: 100001, nonce }),
      payload: {},
    });
    expect(real.json().code).toBe(0);
    const replayed = await t.app.inject({
      method: 'POST',
      url: '/svc/user/user/get_user_info',
      headers: signedHeaders({ userId: 100001, nonce }),
      payload: {},
    });
    expect(replayed.json().code).toBe(ErrorCode.REPLAY_REJECTED);
  });
});
