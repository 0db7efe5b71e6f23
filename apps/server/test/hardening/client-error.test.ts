import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers.ts';

/** Sends raw bytes to a listening server and reads everything it answers. */
function raw(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk;
    });
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('requests Node refuses before routing', () => {
  it('an over-long URL gets 431 with the envelope', async () => {
    const t = await createTestApp('pglite', { seed: false });
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const port = (t.app.server.address() as { port: number }).port;
      const answer = await raw(port, `GET /svc/user/${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
      expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 431 Request Header Fields Too Large');
      const body = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));
      expect(body).toMatchObject({ code: 4130, data: null });
    } finally {
      await t.close();
    }
  });
});
