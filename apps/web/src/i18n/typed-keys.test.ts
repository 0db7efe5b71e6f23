import type { Namespace, RouteDef, RouteId } from '@arcadia/contract';
import { describe, expect, it } from 'vitest';
import { addMessages, type DynamicKey, type MessageKey, type Translate, translate } from './i18n.ts';

/**
 * ADR 018: route ids, namespaces and message keys are checked by the compiler. The `@ts-expect-error` lines are the
 * test: `tsc -p apps/web` fails if one of these mistakes ever compiles again.
 */
const wallet: RouteId = 'wallet';
// @ts-expect-error an unknown route id
const misspelt: RouteId = 'userFeedbak';
const common: Namespace = 'common';
// @ts-expect-error a namespace without a folder under public/resource/i18n
const noFolder: Namespace = 'dev';
// @ts-expect-error a route's feature must be a namespace
const badFeature: RouteDef['feature'] = 'feedbackV2';

const key: MessageKey<'common'> = 'state.loading';
// @ts-expect-error a key that the common en-US catalogue does not have
const missing: MessageKey<'common'> = 'state.loadingg';
// @ts-expect-error wallet's t does not resolve common's keys without the `common:` prefix
const otherNamespace: MessageKey<'wallet'> = 'state.loading';
const prefixed: MessageKey<'wallet'> = 'common:state.loading';
const fromServer: MessageKey<'wallet'> = `kinds.${'from-server'}` as DynamicKey;

// A namespace's t is a Translate (helpers shared by namespaces take it).
const general: Translate = ((k: MessageKey<'wallet'>) => k) satisfies Translate<'wallet'>;

describe('typed keys', () => {
  it('are types only: the runtime resolves the same strings', () => {
    addMessages('common', 'en-US', { state: { loading: 'Loading' } });
    expect(translate('en-US', 'common', key)).toBe('Loading');
    expect(translate('en-US', 'wallet', prefixed)).toBe('Loading');
    expect([wallet, common, misspelt, noFolder, badFeature, missing, otherNamespace, fromServer]).toHaveLength(8);
    expect(general('common:state.loading')).toBe('common:state.loading');
  });
});
