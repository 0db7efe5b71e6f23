import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stripCallSchemas, stripCallSchemasPlugin } from './strip-call-schemas.ts';

const contract = resolve(import.meta.dirname, '../../../packages/contract/src');

describe('stripCallSchemas', () => {
  it('drops request and response from a call definition and keeps its routing fields', () => {
    const out = stripCallSchemas(`import * as z from 'zod/mini';
export const ping = defineCall({ service: 'user', method: 'POST', path: '/ping', auth: 'none',
  request: z.object({ a: z.string() }), response: z.object({ ok: z.boolean() }), idempotent: true });`);
    expect(out).toContain("path: '/ping'");
    expect(out).toContain('idempotent: true');
    expect(out).not.toMatch(/request|response/);
    expect(out).toMatch(/auth: 'none',\s*idempotent: true/);
    expect(out).not.toContain('z.object');
    expect(out).toContain('export const ping = ({ service:');
  });

  it('marks every top-level zod constructor pure, nested ones included, and leaves other code alone', () => {
    const out = stripCallSchemas(`import * as z from 'zod/mini';
export const amount = z.string().check(z.regex(/^\\d+$/));
const row = { coin: z.enum(['A', 'B']) };
export const LIMIT = Math.max(1, 2);
export function check(v) { return z.string().safeParse(v); }`);
    expect(out).toContain('export const amount = /*#__PURE__*/ z.string().check(/*#__PURE__*/ z.regex(');
    expect(out).toContain("coin: /*#__PURE__*/ z.enum(['A', 'B'])");
    expect(out).toContain('export const LIMIT = Math.max(1, 2);');
    expect(out).toContain('return z.string().safeParse(v);');
  });

  it('strips a real contract call file down to its routing fields', () => {
    const source = readFileSync(resolve(contract, 'calls/wallet/get-wallet-info.ts'), 'utf8')
      .replace(/^import type .*$/gm, '')
      .replace(/: [A-Z]\w*(<[^>]*>)?(?=[,)=])/g, '');
    const out = stripCallSchemas(source);
    expect(out).toContain("path: '/wallet/get_wallet_info'");
    expect(out).not.toMatch(/request|response/);
    // Still a program (parsed, not run): no comma left behind where a property went.
    expect(() => new Function(out.replace(/^import .*$/gm, '').replace(/^export /gm, ''))).not.toThrow();
  });

  it('leaves a module without call definitions or zod unchanged', () => {
    const code = 'export const A = 1;\nexport function f() { return A; }\n';
    expect(stripCallSchemas(code)).toBe(code);
  });

  it('strips a call file that takes its schemas from a neighbour and never names zod', () => {
    const transform = stripCallSchemasPlugin().transform as (code: string, id: string) => { code: string } | null;
    const code = readFileSync(resolve(contract, 'calls/pet/pet-buff.ts'), 'utf8');
    expect(code).not.toContain('zod');
    const out = transform(code, resolve(contract, 'calls/pet/pet-buff.ts'));
    expect(out?.code).not.toMatch(/request:|response:/);
    expect(transform(code, '/elsewhere/src/pet-buff.ts')).toBeNull();
  });
});
