import type { Envelope } from '@arcadia/contract';

export function ok<T>(data: T, msg = 'ok'): Envelope<T> {
  return { code: 0, msg, data };
}
