import { ROUTES, type RouteId, routeById } from '@arcadia/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { peekStartDialog, setStartDialog, takeStartDialog } from '../hosts/start-dialog.ts';
import { addMessages, setLocale } from '../i18n/i18n.ts';
import { getToast, hideToast } from '../ui/toast.tsx';
import { DEBUG_DATE_KEY, runAntiDebugCheck } from './anti-debug.ts';
import { ballStyle, clampPoint, defaultPoint, snapToEdge } from './ball-position.ts';
import { showsFeedbackBall } from './overlay-root.tsx';
import {
  closeOverlay,
  getOpenOverlays,
  isPageLoading,
  openExplainDialog,
  openOverlay,
  openWalletDrawer,
  resetOverlays,
  showPageLoading,
} from './overlay-store.ts';
import { showsRouteLoader } from './route-change-loader.tsx';
import { openShareDialog } from './share.ts';
import { openStartDialog } from './start-dialogs.ts';

afterEach(() => {
  resetOverlays();
  hideToast();
});

describe('feedback ball visibility', () => {
  const HIDDEN: RouteId[] = [
    'userBindPhone',
    'userPayment',
    'userReport',
    'userSetting',
    'userVerify',
    'giftcode',
    'market',
  ];
  /** Hidden by the manifest beyond the spec's list; game screens (Fortune's, the sudoku board) keep their whole width. */
  const HIDDEN_TOO: RouteId[] = ['marketDetail', 'marketHistory', 'honor', 'fortunePlay', 'sudgame'];

  it('is hidden on the pages the spec lists', () => {
    for (const id of [...HIDDEN, ...HIDDEN_TOO]) expect(showsFeedbackBall(routeById(id), false), id).toBe(false);
  });

  it('shows everywhere else except its own page and the bit game', () => {
    const shown = ROUTES.filter((r) => showsFeedbackBall(r, false)).map((r) => r.id);
    const hidden = ROUTES.filter((r) => !showsFeedbackBall(r, false)).map((r) => r.id);
    expect(hidden.sort()).toEqual([...HIDDEN, ...HIDDEN_TOO, 'userFeedback', 'inbet', 'inbetMoney'].sort());
    expect(shown).toContain('home');
  });

  it('is hidden in bit-game mode and on unknown pages', () => {
    expect(showsFeedbackBall(routeById('home'), true)).toBe(false);
    expect(showsFeedbackBall(undefined, false)).toBe(false);
  });
});

describe('route-change loader', () => {
  it('runs on sub-brand pages except money pages', () => {
    expect(showsRouteLoader(routeById('fortune'))).toBe(true);
    expect(showsRouteLoader(routeById('fortuneTest'))).toBe(true);
    expect(showsRouteLoader(routeById('fortuneMoney'))).toBe(false);
    expect(showsRouteLoader(routeById('fortunePay'))).toBe(false);
    expect(showsRouteLoader(routeById('wallet'))).toBe(false);
  });
});

describe('feedback ball position', () => {
  const viewport = { width: 375, height: 812 };
  it('starts bottom right, docked right', () => {
    const p = defaultPoint(48, viewport);
    expect(p.side).toBe('right');
    expect(ballStyle(p)).toEqual({ right: 8, top: 812 - 48 - 140 });
  });
  it('stays inside the viewport while dragged', () => {
    expect(clampPoint({ x: -50, y: 2000 }, 48, viewport)).toEqual({ x: 8, y: 812 - 48 - 8 });
  });
  it('docks to the nearer side', () => {
    expect(snapToEdge({ x: 100, y: 300 }, 48, 375)).toEqual({ x: 8, y: 300, side: 'left' });
    expect(snapToEdge({ x: 200, y: 300 }, 48, 375)).toMatchObject({ side: 'right' });
  });
});

describe('overlay store', () => {
  it('opens and closes overlays by kind', () => {
    openExplainDialog('xusd');
    openOverlay('insufficient', { coin: 'USDT' });
    expect(getOpenOverlays()).toEqual({ explain: { type: 'xusd' }, insufficient: { coin: 'USDT' } });
    closeOverlay('explain');
    expect(Object.keys(getOpenOverlays())).toEqual(['insufficient']);
  });

  it('opens the wallet drawer with type create by default', () => {
    openWalletDrawer();
    expect(getOpenOverlays().walletDrawer).toEqual({ type: 'create' });
  });

  it('keeps page loading up until every load has ended', () => {
    const a = showPageLoading();
    const b = showPageLoading();
    a();
    a(); // a second call of the same `done` does not end someone else's load
    expect(isPageLoading()).toBe(true);
    b();
    expect(isPageLoading()).toBe(false);
  });
});

describe('share dialog', () => {
  it('refuses empty text with the translated warning', () => {
    setLocale('en-US');
    addMessages('common', 'en-US', { share: { emptyText: 'Share failed, text is empty' } });
    expect(openShareDialog({ text: '  ' })).toBe(false);
    expect(getToast()?.message).toBe('Share failed, text is empty');
    expect(getOpenOverlays().share).toBeUndefined();
    expect(openShareDialog({ text: 'Come play' })).toBe(true);
    expect(getOpenOverlays().share).toEqual({ text: 'Come play' });
  });
});

describe('anti-debug check', () => {
  it('records the date when the debugger statement is slow, and not when fast', () => {
    localStorage.removeItem(DEBUG_DATE_KEY);
    expect(runAntiDebugCheck(() => 3)).toBe(false);
    expect(localStorage.getItem(DEBUG_DATE_KEY)).toBeNull();
    expect(runAntiDebugCheck(() => 450)).toBe(true);
    expect(localStorage.getItem(DEBUG_DATE_KEY)).toBe(new Date().toISOString().slice(0, 10));
  });
});

describe('start dialogs (a start parameter naming a dialog)', () => {
  afterEach(() => sessionStorage.clear());

  it('opens a global dialog at once and forgets it', () => {
    setStartDialog('kther', 'bot');
    expect(openStartDialog()).toBe(true);
    expect(getOpenOverlays().explain).toEqual({ type: 'kther' });
    expect(peekStartDialog()).toBeUndefined();
  });

  it('maps wallet and mission names to their dialogs', () => {
    setStartDialog('backup');
    openStartDialog();
    setStartDialog('newbie');
    openStartDialog();
    expect(getOpenOverlays().walletDrawer).toEqual({ type: 'backup' });
    expect(getOpenOverlays().mission).toEqual({ type: 'newbie' });
  });

  it("leaves a feature's own dialog pending until the feature takes it", () => {
    setStartDialog('recharge');
    expect(openStartDialog()).toBe(false);
    expect(getOpenOverlays()).toEqual({});
    expect(takeStartDialog('exchange')).toBeUndefined();
    expect(takeStartDialog('recharge')).toEqual({ dialog: 'recharge', from: '' });
  });
});
