import { ErrorCode, type fortune, type ResponseOf } from '@arcadia/contract';
import { type Browser, type Page, test } from '@playwright/test';
import { formatMultiplier } from '../../apps/web/src/features/fortune/play/turbo/format.ts';
import { expectAccessible, screenshot, watchConsole } from '../support.ts';
import {
  digits,
  expect,
  fortuneText,
  hundredths,
  join,
  logInByPhone,
  minor,
  newPlayer,
  nextAnswer,
  recharge,
  shown,
  VI,
} from './games-support.ts';

/**
 * Fortune's games (issue 17) as players walk them, in vi-VN: a new player recharges, opens Tiger Reels (retiger) from
 * the lobby and spins, and the balance the game shows, the money page, their bets and the spin verifier all agree
 * with what each spin answered; two players in two browsers bet on the same Turbo Rocket round, one cashes out in
 * flight, the other rides to the crash, and the round checks out on the crash verifier; a logged-out visitor is asked
 * to log in, and games that are off say so (also in pt-BR).
 */

type RetigerConf = ResponseOf<typeof fortune.fortuneRetigerInitConf>;
type SpinAnswer = ResponseOf<typeof fortune.fortuneRetigerSpin>;
type TurboInit = ResponseOf<typeof fortune.fortuneTurboInitConf>;
type LockedDetail = ResponseOf<typeof fortune.fortuneLockedDetail>;
type UnlockAnswer = ResponseOf<typeof fortune.fortuneUnlock>;
type TurboBetAnswer = ResponseOf<typeof fortune.fortuneTurboBet>;
type TurboCashoutAnswer = ResponseOf<typeof fortune.fortuneTurboCashout>;

test('the first deposit’s bonus unlocks once it has been wagered on Tiger Reels (vi-VN)', async ({ page }) => {
  // e2e sets FORTUNE_BONUS_WAGER_MULTIPLIER=1 (10 in the product): the bonus is wagered once, in a few spins.
  test.setTimeout(240_000);
  const console = watchConsole(page);
  await newPlayer(page);
  const firstCash = await recharge(page);
  // The bonus is granted in the transaction that credits the payment: the page now shows both.
  const lockedAnswer = nextAnswer<LockedDetail>(page, '/fortune/locked_detail');
  await page.reload();
  const [bonus] = (await lockedAnswer).data.bonuses;
  if (!bonus) throw new Error('the first recharge brought no bonus');
  expect(bonus).toMatchObject({ status: 'locked', source: 'first_deposit' });
  const required = minor(bonus.wager_required);
  expect(required).toBe(minor(bonus.amount));
  await expect(page.getByTestId(`unlock-${bonus.id}`)).toBeDisabled();

  // A second recharge (no bonus this time) gives the cash to wager it with: worst case every spin loses and the
  // player still stakes more than the bonus before the cash runs out.
  await recharge(page, VI, digits(firstCash));

  const opening = nextAnswer<RetigerConf>(page, '/fortune/retiger/get_init_conf');
  await page.goto(`/${VI}/fortune/play/retiger`);
  const { currency, slot, balance: opened } = (await opening).data;
  const stakes = slot.line_bets.map((bet) => minor(bet) * BigInt(slot.line_count));
  const spinButton = page.getByTestId('retiger-spin');
  let balance = minor(opened);
  let wagered = minor(bonus.wagered);
  let index = 0;
  while (wagered < required) {
    // The largest stake the balance allows (the stakes go up).
    const target = stakes.reduce((best, stake, i) => (stake <= balance ? i : best), -1);
    expect(target).toBeGreaterThanOrEqual(0);
    for (; index < target; index++) await page.getByTestId('retiger-bet-up').click();
    for (; index > target; index--) await page.getByTestId('retiger-bet-down').click();
    await expect(page.getByTestId('retiger-total-bet')).toContainText(shown(stakes[target] as bigint, currency));
    await expect(spinButton).toBeEnabled();
    const answer = nextAnswer<SpinAnswer>(page, '/fortune/retiger/spin');
    await spinButton.click();
    const { ok, data } = await answer;
    expect(ok).toBe(true);
    wagered += minor(data.spin.bet);
    balance = minor(data.balance);
  }

  // The money page: the bonus is wagered, and unlocking moves it to the cash.
  const progress = nextAnswer<LockedDetail>(page, '/fortune/locked_detail');
  await page.goto(`/${VI}/fortune/money`);
  const shownBonus = (await progress).data.bonuses.find((b) => b.id === bonus.id);
  // Each bonus takes what it still needs of a stake: its wagering stops at what it requires.
  expect(wagered).toBeGreaterThanOrEqual(required);
  expect(minor(shownBonus?.wagered ?? '0')).toBe(required);
  const unlockButton = page.getByTestId(`unlock-${bonus.id}`);
  await expect(unlockButton).toBeEnabled();
  await screenshot(page, 'games-bonus-wagered-vi-VN');
  const unlocked = nextAnswer<UnlockAnswer>(page, '/fortune/unlock');
  await unlockButton.click();
  const { ok, data } = await unlocked;
  expect(ok).toBe(true);
  expect(data.bonus.status).toBe('unlocked');
  expect(minor(data.cash)).toBe(balance + minor(bonus.amount));
  // Out of the locked list, into the cash.
  await expect(page.getByTestId(`bonus-${bonus.id}`)).toHaveCount(0);
  await expect(page.getByTestId('money-cash')).toHaveText(shown(balance + minor(bonus.amount), currency));
  await screenshot(page, 'games-bonus-unlocked-vi-VN');
  await expectAccessible(page);
  console.expectNone();
});

test('a new player recharges, plays Tiger Reels from the lobby; balance, money page, bets and verifier agree (vi-VN)', async ({
  page,
}) => {
  // Two to three minutes on a 2-core machine busy with other work: the margin is for that.
  test.setTimeout(240_000);
  const console = watchConsole(page);
  await newPlayer(page);
  const cash = await recharge(page);

  // The lobby on home: the games section loads as the player scrolls to it; studios that are off list nothing.
  await page.goto(`/${VI}/fortune`);
  await page.getByTestId('games-section').scrollIntoViewIfNeeded();
  const card = page.getByTestId('game-retiger');
  await expect(card).toBeVisible();
  await expect(page.getByTestId('game-turbo')).toBeVisible();
  await expect(page.getByTestId('game-pg-jade-dragon')).toHaveCount(0);
  await card.scrollIntoViewIfNeeded();
  await expect
    .poll(() => card.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  await screenshot(page, 'games-lobby-vi-VN');
  await expectAccessible(page);

  // Opening the game answers the balance: the cash the money page showed.
  const opening = nextAnswer<RetigerConf>(page, '/fortune/retiger/get_init_conf');
  await card.getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/${VI}/fortune/play/retiger$`));
  const conf = (await opening).data;
  expect(conf.enabled).toBe(true);
  const { currency, slot } = conf;
  let balance = minor(conf.balance);
  expect(shown(balance, currency)).toBe(cash);
  const balanceShown = page.getByTestId('retiger-balance');
  await expect(balanceShown).toHaveText(shown(balance, currency));
  const spinButton = page.getByTestId('retiger-spin');
  await expect(spinButton).toBeEnabled();
  await screenshot(page, 'games-retiger-vi-VN');
  await expectAccessible(page);

  // Three spins, the last two at a higher line bet: each moves the balance by its win less its stake.
  const spins: SpinAnswer['spin'][] = [];
  let betIndex = 0;
  for (const stepsUp of [0, 2, 0]) {
    for (let i = 0; i < stepsUp; i++) await page.getByTestId('retiger-bet-up').click();
    betIndex += stepsUp;
    const lineBet = minor(slot.line_bets[betIndex] as string);
    const stake = lineBet * BigInt(slot.line_count);
    await expect(page.getByTestId('retiger-total-bet')).toContainText(shown(stake, currency));
    await expect(spinButton).toBeEnabled();
    const answer = nextAnswer<SpinAnswer>(page, '/fortune/retiger/spin');
    await spinButton.click();
    const { ok, data } = await answer;
    expect(ok).toBe(true);
    const { spin } = data;
    expect(spin.status).toBe('settled');
    expect(minor(spin.bet)).toBe(stake);
    expect(minor(spin.win)).toBe(lineBet * BigInt(spin.win_units));
    balance = balance - stake + minor(spin.win);
    expect(minor(data.balance)).toBe(balance);
    const win = minor(spin.win);
    await expect(page.getByTestId('retiger-win')).toHaveText(
      win > 0n ? fortuneText('retiger.won', { amount: shown(win, currency) }) : fortuneText('retiger.noWin'),
    );
    await expect(balanceShown).toHaveText(shown(balance, currency));
    if (spins.length === 0) await screenshot(page, 'games-retiger-spun-vi-VN');
    spins.push(spin);
  }
  const staked = spins.reduce((sum, s) => sum + minor(s.bet), 0n);
  const won = spins.reduce((sum, s) => sum + minor(s.win), 0n);

  // The paytable and rules come from the published model.
  await page.getByTestId('retiger-paytable-open').click();
  const paytable = page.getByTestId('retiger-paytable');
  await expect(paytable).toBeVisible();
  await expect(page.getByTestId('retiger-rtp')).toHaveText(`${slot.rtp}%`);
  await expect(paytable.locator('[data-testid^="pay-"]')).toHaveCount(slot.symbols.length);
  await expect(paytable.locator('[data-testid^="line-"]')).toHaveCount(slot.line_count);
  await screenshot(page, 'games-retiger-paytable-vi-VN');
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(paytable).toBeHidden();

  // The game's own history lists the three spins with their stakes and wins.
  await page.getByTestId('retiger-spins-open').click();
  const history = page.getByTestId('retiger-spins');
  await expect(history.locator('li[data-testid^="spin-"]')).toHaveCount(spins.length);
  for (const s of spins)
    await expect(history.getByTestId(`spin-${s.id}`)).toContainText(
      fortuneText('retiger.spinLine', { bet: shown(minor(s.bet), currency), win: shown(minor(s.win), currency) }),
    );
  await screenshot(page, 'games-retiger-history-vi-VN');
  await page.keyboard.press('Escape');
  await expect(history).toBeHidden();

  // The money page shows the same cash as the game.
  await page.goto(`/${VI}/fortune/money`);
  await expect(page.getByTestId('money-cash')).toHaveText(shown(balance, currency));

  // My bets: the three rounds, and totals that add up to what the spins staked and paid.
  await page.goto(`/${VI}/fortune?tab=me`);
  await page.getByTestId('me-more').scrollIntoViewIfNeeded(); // below the limits, loaded on approach
  const bets = page.getByTestId('my-bets');
  await expect(bets.locator('li[data-testid^="bet-"]')).toHaveCount(spins.length);
  await expect(page.getByTestId('bets-staked')).toHaveText(shown(staked, currency));
  await expect(page.getByTestId('bets-won')).toHaveText(shown(won, currency));
  await expect(page.getByTestId('bets-net')).toHaveText(shown(won - staked, currency));
  for (const s of spins)
    await expect(bets.getByTestId(`bet-${s.round_id}`)).toContainText(
      fortuneText('orders.line', { stake: shown(minor(s.bet), currency), win: shown(minor(s.win), currency) }),
    );
  await bets.scrollIntoViewIfNeeded();
  await screenshot(page, 'games-my-bets-vi-VN');
  await expectAccessible(page);

  // The verifier cannot replay a spin (a winning one if any) while its server seed is secret: rotate the pair first.
  const checked = spins.find((s) => minor(s.win) > 0n) ?? (spins[0] as SpinAnswer['spin']);
  const verifyLink = bets.getByTestId(`bet-verify-${checked.round_id}`);
  await verifyLink.click();
  await expect(page).toHaveURL(new RegExp(`/fortune/test\\?spin=${checked.id}$`));
  await expect(page.getByTestId('verify-spin-loaded')).toContainText(`#${checked.id}`);
  await expect(page.getByTestId('verify-spin-unrevealed')).toBeVisible();
  await expect(page.getByTestId('verify-spin-result')).toHaveCount(0);

  // Rotating reveals it; then the spin's board, multiplier and win are drawn again from the seeds, and match.
  await page.goBack();
  await page.getByTestId('me-more').scrollIntoViewIfNeeded();
  await page.getByTestId('seed-client-input').fill('games-e2e-seed');
  await page.getByTestId('seed-rotate').click();
  await expect(page.getByTestId('seed-revealed')).toBeVisible();
  await verifyLink.click();
  await expect(page).toHaveURL(new RegExp(`/fortune/test\\?spin=${checked.id}$`));
  await expect(page.getByTestId('verify-spin-stops')).toContainText((checked.stops ?? []).join(', '));
  for (const check of ['spin-check-hash', 'spin-check-stops', 'spin-check-multiplier', 'spin-check-win'])
    await expect(page.getByTestId(check)).toHaveAttribute('data-ok', 'true');
  await expect(page.getByTestId('verify-spin-result')).toHaveAttribute('data-ok', 'true');
  await page.getByTestId('verify-spin-result').scrollIntoViewIfNeeded();
  await screenshot(page, 'games-spin-verifier-vi-VN');
  await expectAccessible(page);
  console.expectNone();
});

interface TurboPlayer {
  page: Page;
  currency: TurboInit['currency'];
}

/** A new player in their own browser: joined, recharged, at the Turbo Rocket table. */
async function turboPlayer(browser: Browser, baseURL: string | undefined): Promise<TurboPlayer> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
    locale: VI,
  });
  const page = await context.newPage();
  await newPlayer(page);
  await recharge(page);
  const opening = nextAnswer<TurboInit>(page, '/fortune/turbo/get_init_conf');
  await page.goto(`/${VI}/fortune/play/turbo`);
  const init = (await opening).data;
  expect(init.enabled).toBe(true);
  await expect(page.getByTestId('turbo-game')).toBeVisible();
  await expect(page.getByTestId('turbo-balance')).toContainText(shown(minor(init.balance), init.currency));
  await expect(page.getByTestId('turbo-stage')).not.toHaveAttribute('data-phase', 'connecting');
  return { page, currency: init.currency };
}

/** Seconds left to bet, as the countdown reads ("5,3 giây"); 0 outside the betting phase. */
async function secondsToBet(page: Page): Promise<number> {
  if ((await page.getByTestId('turbo-stage').getAttribute('data-phase')) !== 'betting') return 0;
  const text = await page
    .getByTestId('turbo-countdown')
    .textContent({ timeout: 500 })
    .catch(() => null);
  const match = /(\d+)[.,](\d)/.exec(text ?? '');
  return match ? Number(`${match[1]}.${match[2]}`) : 0;
}

/** Both players see a round open for bets with time enough left for both to bet. */
async function bettingWindow(players: TurboPlayer[]) {
  await expect
    .poll(async () => Math.min(...(await Promise.all(players.map((p) => secondsToBet(p.page))))), {
      timeout: 120_000,
      intervals: [200],
    })
    .toBeGreaterThanOrEqual(4);
}

/** Bets `amount`; a bet the round closed on (a slow machine) answers not ok, and the players try the next round. */
async function placeBet(player: TurboPlayer, amount: string) {
  await player.page.getByTestId('turbo-amount').fill(amount);
  await expect(player.page.getByTestId('turbo-amount')).toHaveValue(amount);
  const answer = nextAnswer<TurboBetAnswer>(player.page, '/fortune/turbo/bet');
  answer.catch(() => undefined);
  const clicked = await player.page
    .getByTestId('turbo-bet')
    .click({ timeout: 5_000 })
    .then(
      () => true,
      () => false,
    );
  return clicked ? answer : { ok: false, code: ErrorCode.FORTUNE_ROUND_OVER, data: undefined };
}

const crashed = (page: Page) => page.locator('[data-testid="turbo-stage"][data-phase="crashed"]');

test('two players bet on one Turbo Rocket round: one cashes out in flight, the other rides to the crash (vi-VN)', async ({
  browser,
  baseURL,
}) => {
  // A round flies until its crash point, which nobody knows beforehand: P(flight > t) = 0.97 x e^(-t / 16.7 s).
  test.setTimeout(240_000);
  const [a, b] = (await Promise.all([turboPlayer(browser, baseURL), turboPlayer(browser, baseURL)])) as [
    TurboPlayer,
    TurboPlayer,
  ];
  const consoles = [watchConsole(a.page), watchConsole(b.page)];
  await expectAccessible(a.page);
  const { currency } = a;
  const ONE = minor('1');
  const TWO = minor('2');

  // Rarely the round crashes before the cash-out lands (it starts at 1.00x): then both lost, and they play the next.
  for (let attempt = 1; ; attempt++) {
    expect(attempt, 'a cash-out before the crash within three rounds').toBeLessThanOrEqual(3);
    await bettingWindow([a, b]);
    const balanceA = await a.page.getByTestId('turbo-balance').textContent();
    const balanceB = await b.page.getByTestId('turbo-balance').textContent();
    const [betA, betB] = await Promise.all([placeBet(a, '1'), placeBet(b, '2')]);
    if (!betA.ok || !betB.ok) {
      for (const refused of [betA, betB].filter((answer) => !answer.ok))
        expect(refused.code, 'only a round that closed refuses a bet here').toBe(ErrorCode.FORTUNE_ROUND_OVER);
      continue;
    }
    if (!betA.data || !betB.data) throw new Error('a bet answered without its data');
    const game = betA.data.game;
    expect(betB.data.game).toBe(game);
    // Each stake left its player's balance, shown before the bet.
    const beforeA = minor(betA.data.balance) + ONE;
    const beforeB = minor(betB.data.balance) + TWO;
    expect(balanceA).toContain(shown(beforeA, currency));
    expect(balanceB).toContain(shown(beforeB, currency));
    await expect(a.page.getByTestId('turbo-mine')).toHaveText(
      fortuneText('turbo.bet.placed', { amount: shown(ONE, currency) }),
    );

    // Both see both bets in the round's list.
    for (const { page: p } of [a, b]) {
      const rows = p.getByTestId('turbo-bets').locator('tbody tr');
      await expect(rows).toHaveCount(2);
      await expect(rows.filter({ hasText: shown(ONE, currency) })).toHaveCount(1);
      await expect(rows.filter({ hasText: shown(TWO, currency) })).toHaveCount(1);
    }
    await screenshot(a.page, 'games-turbo-countdown-vi-VN');

    // In flight: A cashes out at once; B watches.
    const cashoutButton = a.page.getByTestId('turbo-cashout');
    await expect(cashoutButton.or(crashed(a.page)).first()).toBeVisible({ timeout: 30_000 });
    const cashing = nextAnswer<TurboCashoutAnswer>(a.page, '/fortune/turbo/cashout');
    cashing.catch(() => undefined);
    const [clicked] = await Promise.all([
      cashoutButton.click({ timeout: 5_000 }).then(
        () => true,
        () => false,
      ),
      b.page
        .getByTestId('turbo-stage')
        .getAttribute('data-phase')
        .then((phase) => (phase === 'running' ? screenshot(b.page, 'games-turbo-flight-vi-VN') : undefined)),
    ]);
    const cashout = clicked ? await cashing : undefined;
    if (!cashout?.ok) continue;

    // A won amount x multiplier: the balance rose by that less the stake.
    const { bet: cashed } = cashout.data;
    expect(cashed.status).toBe('cashed');
    const at = hundredths(cashed.cashout as string);
    expect(at).toBeGreaterThanOrEqual(100);
    const win = (ONE * BigInt(at)) / 100n;
    expect(minor(cashed.win as string)).toBe(win);
    const afterA = beforeA - ONE + win;
    expect(minor(cashout.data.balance)).toBe(afterA);
    await expect(a.page.getByTestId('turbo-mine')).toHaveAttribute('data-status', 'cashed');
    await expect(a.page.getByTestId('turbo-mine')).toHaveText(
      fortuneText('turbo.bet.cashed', {
        m: formatMultiplier(cashed.cashout as string, VI),
        amount: shown(win, currency),
      }),
    );
    await expect(a.page.getByTestId('turbo-balance')).toContainText(shown(afterA, currency));
    await screenshot(a.page, 'games-turbo-cashed-vi-VN');

    // The crash: A opens the round on the verifier; B lost the stake, and the list shows who won what.
    const afterB = beforeB - TWO;
    const lostText = fortuneText('turbo.bets.lost');
    const [crashA] = await Promise.all([
      (async () => {
        await expect(crashed(a.page)).toBeVisible({ timeout: 150_000 });
        const crash = Number(await a.page.getByTestId('turbo-multiplier').getAttribute('data-hundredths'));
        await a.page.getByTestId('turbo-verify').click();
        return crash;
      })(),
      (async () => {
        await expect(crashed(b.page)).toBeVisible({ timeout: 150_000 });
        await screenshot(b.page, 'games-turbo-crashed-vi-VN');
        await expect(b.page.getByTestId('turbo-mine')).toHaveText(
          fortuneText('turbo.bet.lost', { amount: shown(TWO, currency) }),
        );
        await expect(b.page.getByTestId('turbo-balance')).toContainText(shown(afterB, currency));
        const rows = b.page.getByTestId('turbo-bets').locator('tbody tr');
        await expect(rows.filter({ hasText: shown(TWO, currency) })).toContainText(lostText);
        const winner = rows.filter({ hasText: shown(ONE, currency) });
        await expect(winner).toContainText(formatMultiplier(cashed.cashout as string, VI));
        await expect(winner).toContainText(shown(win, currency));
      })(),
    ]);
    // The cash-out came before the crash.
    expect(crashA).toBeGreaterThan(at);
    test.info().annotations.push({
      type: 'turbo round',
      description: `game ${game} (attempt ${attempt}): cashed out at ${cashed.cashout}x, crashed at ${crashA / 100}x`,
    });

    // The verifier: the round's hash leads to the published commitment and gives the crash point shown.
    await expect(a.page).toHaveURL(new RegExp(`/fortune/test\\?turbo=${game}$`));
    await expect(a.page.getByTestId('turbo-verify-chain')).toHaveAttribute('data-ok', 'true', { timeout: 20_000 });
    const row = a.page.locator(`[data-testid="turbo-verify-row"][data-game="${game}"]`);
    await expect(row).toHaveAttribute('data-ok', 'true');
    const crashText = `${Math.floor(crashA / 100)}.${String(crashA % 100).padStart(2, '0')}`;
    await expect(row).toContainText(formatMultiplier(crashText, VI));
    await expect(a.page.getByTestId('turbo-verify-summary')).toHaveAttribute('data-bad', '0');
    await screenshot(a.page, 'games-turbo-verify-vi-VN');
    await expectAccessible(a.page);

    // Both money pages agree: A up by the win less the stake, B down by the stake.
    for (const [p, after] of [
      [a.page, afterA],
      [b.page, afterB],
    ] as const) {
      await p.goto(`/${VI}/fortune/money`);
      await expect(p.getByTestId('money-cash')).toHaveText(shown(after, currency));
    }
    break;
  }
  for (const c of consoles) c.expectNone();
  await Promise.all([a.page.context().close(), b.page.context().close()]);
});

test('a logged-out visitor is asked to log in to play; games that are off say so (vi-VN, pt-BR)', async ({ page }) => {
  test.setTimeout(180_000);
  const console = watchConsole(page);
  await page.goto(`/${VI}/fortune/play/retiger`);
  await expect(page.getByTestId('fortune-login-gate')).toBeVisible();
  await expect(page.getByTestId('retiger-game')).toHaveCount(0);
  await screenshot(page, 'games-play-login-vi-VN');
  await expectAccessible(page);

  // Logging in brings the player back to the game; after joining, it opens, with nothing to spin yet.
  await logInByPhone(page);
  await join(page);
  await expect(page.getByTestId('retiger-game')).toBeVisible();
  await expect(page.getByTestId('retiger-short')).toBeVisible();
  await expect(page.getByTestId('retiger-spin')).toBeDisabled();

  // An outside studio with no configuration and a game of it: a clear screen, not a crash (inbet is built: games/inbet.spec.ts).
  for (const [code, reason, key] of [
    ['pg', 'unknown', 'lobby.play.unknown'],
    ['pg-jade-dragon', 'unknown', 'lobby.play.unknown'],
  ] as const) {
    await page.goto(`/${VI}/fortune/play/${code}`);
    const off = page.getByTestId('game-off');
    await expect(off).toHaveAttribute('data-reason', reason);
    await expect(off).toContainText(fortuneText('lobby.play.offTitle'));
    await expect(off).toContainText(fortuneText(key));
    if (code === 'pg') {
      await screenshot(page, 'games-off-vi-VN');
      await expectAccessible(page);
    }
  }
  await page.getByTestId('game-off').getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/${VI}/fortune$`));

  // The same screens in pt-BR.
  await page.goto('/pt-BR/fortune/play/pg');
  await expect(page.getByTestId('game-off')).toContainText(fortuneText('lobby.play.unknown', {}, 'pt-BR'));
  await screenshot(page, 'games-off-pt-BR');
  await page.goto('/pt-BR/fortune/play/retiger');
  await expect(page.getByTestId('retiger-short')).toBeVisible();
  await expect(page.getByTestId('play-title')).toHaveText('Tiger Reels');
  await screenshot(page, 'games-retiger-pt-BR');
  await expectAccessible(page);
  console.expectNone();
});
