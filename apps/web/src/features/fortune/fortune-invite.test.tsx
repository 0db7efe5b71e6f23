import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client.ts';
import FortuneHomePage from './home-page.tsx';
import type {
  AgentState,
  InviteConf,
  Invitee,
  InviteLink,
  InviteReward,
  InviteSummary,
} from './invite/queries-invite.ts';
import { ACCOUNT, loadTexts, messages, renderLoaded, VND } from './testing/fixtures.tsx';
import { failed, hooks, loaded, mutation, pending, resetHooks } from './testing/mock-queries.ts';
import { watchNear } from './testing/near.ts';

/** Fortune's invites and agents (?tab=invite) and joining through an invite link, at the hook boundary. */
// Every queries-*.ts module answers from testing/mock-queries.ts; the invite screen's from `invite` below.
const fakeQueries = vi.hoisted(() => async () => (await import('./testing/mock-queries.ts')).mockQueries());
vi.mock('./queries-account.ts', fakeQueries);
vi.mock('./queries-engage.ts', fakeQueries);
vi.mock('./queries-rewards.ts', fakeQueries);
vi.mock('./queries-keys.ts', fakeQueries);
vi.mock('./queries-login.ts', fakeQueries);
vi.mock('./queries-me.ts', fakeQueries);
vi.mock('./queries-money.ts', fakeQueries);
vi.mock('./queries-pay.ts', fakeQueries);
vi.mock('./queries-play.ts', fakeQueries);
vi.mock('./queries-session.ts', fakeQueries);
vi.mock('./queries-verify.ts', fakeQueries);
vi.mock('./queries-games.ts', fakeQueries);
vi.mock('./queries-retiger.ts', fakeQueries);
vi.mock('./queries-retiger-spins.ts', fakeQueries);

const invite = vi.hoisted(() => ({}) as Record<string, unknown>);
vi.mock('./invite/queries-invite.ts', () => {
  const read = (name: string) => () => invite[name];
  return {
    inviteKeys: {},
    useInviteSummaryQuery: read('summary'),
    useInviteConfQuery: read('conf'),
    useInviteUsersQuery: read('users'),
    useInviteRewardsQuery: read('rewards'),
    useWeeklyRankQuery: (week: string) => (invite.rank as (w: string) => unknown)(week),
    useDailyReportQuery: (by: string, days: number) => (invite.report as (b: string, d: number) => unknown)(by, days),
    useSubAgentsQuery: read('subs'),
    useSubAgentDailyQuery: (id: number | undefined, days: number) =>
      (invite.subDaily as (i: number | undefined, d: number) => unknown)(id, days),
    useAgentLinksQuery: read('links'),
    useAddAgentLinkMutation: read('addLink'),
    useAgentApplyMutation: read('apply'),
  };
});

type Fn = ReturnType<typeof vi.fn>;
const writeText = vi.fn(async (_text: string) => {});
const NOW = Math.floor(Date.now() / 1000);

const link = (over: Partial<InviteLink> = {}): InviteLink => ({
  id: 1,
  code: 'MAYA8VNX',
  url: 'https://arcadia.test/fortune?invite=MAYA8VNX',
  campaign: '',
  package: '',
  invitees: 4,
  created_at: NOW - 86_400 * 20,
  ...over,
});

const NONE: AgentState = { status: 'none', applied_at: null, decided_at: null, reason: '', reapply_at: null };

const summary = (over: Partial<InviteSummary> = {}): InviteSummary => ({
  link: link(),
  role: 'player',
  agent: NONE,
  invitees: 4,
  invitees_today: 1,
  flagged: 1,
  active_today: 2,
  team_wager_today: '100',
  team_wager_month: '1234.5',
  tier: 0,
  rate_bps: 1_000,
  next_tier_volume: null,
  sub_agents: 0,
  rewards_total: '12.75',
  rewards_yesterday: null,
  ...over,
});

const CONF: InviteConf = {
  house_edge_bps: 300,
  player_rate_bps: 1_000,
  override_bps: 1_000,
  tiers: [
    { tier: 1, min_volume: '0', rate_bps: 2_000 },
    { tier: 2, min_volume: '10000', rate_bps: 2_500 },
    { tier: 5, min_volume: '1000000', rate_bps: 4_000 },
  ],
  settle_after_minutes: 10,
  page_size: 20,
  max_links: 100,
  channels: ['social', 'community', 'streaming', 'website', 'offline', 'other'],
  agent: NONE,
};

const friend = (id: number, over: Partial<Invitee> = {}): Invitee => ({
  user_id: id,
  name: `Fri***`,
  joined_at: NOW - 3_600,
  campaign: '',
  package: '',
  wagered: '10',
  flagged: false,
  flag_reason: null,
  agent: false,
  ...over,
});

const reward = (day: string, over: Partial<InviteReward> = {}): InviteReward => ({
  day,
  role: 'player',
  direct_wager: '200',
  sub_wager: '0',
  house_edge_bps: 300,
  rate_bps: 1_000,
  override_bps: 0,
  direct: '0.6',
  override: '0',
  amount: '0.6',
  settled_at: NOW,
  ...over,
});

/** An infinite query's state with its pages. */
const paged = (pages: unknown[], hasNextPage = false) => ({
  ...loaded({ pages, pageParams: pages.map((_, i) => i + 1) }),
  hasNextPage,
  isFetchingNextPage: false,
  fetchNextPage: vi.fn(),
});

function resetInvite() {
  for (const key of Object.keys(invite)) delete invite[key];
  Object.assign(invite, {
    summary: loaded(summary()),
    conf: loaded(CONF),
    users: paged([{ list: [], page: 1, page_size: 20, total: 0, has_more: false }]),
    rewards: paged([{ list: [], total_amount: '0', page: 1, page_size: 20, total: 0, has_more: false }]),
    rank: () => loaded({ week_start: '2026-11-23', list: [], me: { rank: null, team_wager: '0', active_invitees: 0 } }),
    report: () => loaded({ list: [] }),
    subs: loaded({ list: [], team_wager: '0', override_paid: '0' }),
    subDaily: () => loaded({ list: [] }),
    links: loaded({ list: [], max_links: 100 }),
    addLink: mutation(),
    apply: mutation(),
  });
}

beforeAll(async () => {
  await Promise.all([
    import('./invite/invite-view.tsx'),
    import('./invite/sections.tsx'),
    import('./invite/agent-section.tsx'),
    import('./shell/join-screen.tsx'),
  ]);
  loadTexts();
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});
beforeEach(() => {
  resetHooks();
  resetInvite();
  sessionStorage.clear();
  writeText.mockClear();
  hooks.countries = loaded({ markets: [VND], current: 'vn', available: true });
  hooks.account = loaded(ACCOUNT);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Until a section's code has arrived. */
const sectionLoaded = () => waitFor(() => expect(screen.queryByTestId('invite-section-loading')).toBeNull());

/**
 * /fortune?tab=invite, once its lazily loaded screen has arrived, with its sections: they load as they come near the
 * screen, and without an IntersectionObserver (as here) they are near at once.
 */
async function openInvite() {
  vi.stubGlobal('IntersectionObserver', undefined);
  await renderLoaded(<FortuneHomePage />, { search: '?tab=invite' });
  await waitFor(() => expect(screen.queryByTestId('tab-loading')).toBeNull());
  await sectionLoaded();
}

const figure = (id: string) => screen.getByTestId(`invite-figure-${id}`).querySelector('dd')?.textContent?.trim();
/** Chooses a section's tab; the agent programme's code loads on that. */
async function section(name: string) {
  await act(async () => fireEvent.click(screen.getByRole('tab', { name })));
  await sectionLoaded();
}

describe('the invite screen', () => {
  it('shows the link and code, copies them, and the team figures in the market currency', async () => {
    await openInvite();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Invite friends');
    expect(screen.getByTestId('invite-code').textContent).toBe('MAYA8VNX');
    expect(screen.getByTestId('invite-url').textContent).toBe('https://arcadia.test/fortune?invite=MAYA8VNX');
    expect(screen.getByTestId('invite-joined').textContent).toBe('Joined through this link: 4');
    fireEvent.click(screen.getByTestId('invite-copy-link'));
    fireEvent.click(screen.getByTestId('invite-copy-code'));
    await waitFor(() => expect(writeText).toHaveBeenCalledTimes(2));
    expect(writeText.mock.calls.map(([text]) => text)).toEqual([
      'https://arcadia.test/fortune?invite=MAYA8VNX',
      'MAYA8VNX',
    ]);

    expect(figure('invitees')).toBe('4 +1 today');
    expect(figure('active')).toBe('2');
    // 100 USDT at 25,400 VND.
    expect(figure('wager-today')).toBe('₫\u00a02,540,000');
    expect(figure('wager-month')).toBe('₫\u00a031,356,300');
    expect(figure('rate')).toBe('10%');
    // 100 x 3 % house edge x 10 % = 0.3 USDT so far today.
    expect(figure('estimate')).toBe('₫\u00a07,620');
    expect(figure('earned')).toBe('₫\u00a0323,850');
    expect(figure('yesterday')).toBe('Not settled yet');
    expect(screen.getByTestId('invite-flagged').textContent).toContain('1');
    expect(screen.queryByTestId('invite-figure-sub-agents')).toBeNull();
  });

  it('shows an agent their tier, the next tier and their sub-agents', async () => {
    invite.summary = loaded(
      summary({ role: 'agent', tier: 2, rate_bps: 2_500, next_tier_volume: '50000', sub_agents: 3, flagged: 0 }),
    );
    await openInvite();
    expect(figure('rate')).toBe('25% tier 2');
    // 100 x 3 % x 25 % = 0.75 USDT.
    expect(figure('estimate')).toBe('₫\u00a019,050');
    expect(figure('sub-agents')).toBe('3');
    expect(screen.getByTestId('invite-next-tier').textContent).toContain('₫\u00a01,270,000,000');
    expect(screen.queryByTestId('invite-flagged')).toBeNull();
  });

  it('loads the sections below the first screen as they come near: their shapes until then', async () => {
    const inView = watchNear();
    await renderLoaded(<FortuneHomePage />, { search: '?tab=invite' });
    await waitFor(() => expect(screen.queryByTestId('tab-loading')).toBeNull());
    expect(screen.getByTestId('invite-summary')).toBeTruthy();
    expect(screen.getByTestId('invite-section-loading')).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Friends who joined' })).toBeNull();
    // The player scrolls the panel near.
    await act(async () => {
      window.dispatchEvent(new Event('scroll'));
      inView(true);
    });
    await sectionLoaded();
    expect(screen.getByRole('tab', { name: 'Friends', selected: true })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Friends who joined' })).toBeTruthy();
    expect(screen.getByTestId('invite-sections').hasAttribute('data-near')).toBe(true);
  });

  it('waits for the summary, and offers a retry when it fails', async () => {
    invite.summary = pending();
    await openInvite();
    expect(screen.getByTestId('invite-loading')).toBeTruthy();
    cleanup();
    const retry = failed();
    invite.summary = retry;
    await openInvite();
    fireEvent.click(screen.getByTestId('invite-retry'));
    expect(retry.refetch).toHaveBeenCalled();
  });

  it('lists the friends who joined, flags self-referrals and loads more pages', async () => {
    invite.users = paged(
      [
        {
          list: [
            friend(11, { name: 'Tra***', campaign: 'Tet livestream', package: 'apk.vn-01', wagered: '40' }),
            friend(12, { name: 'Hoa***', agent: true }),
            friend(13, { name: 'Vo***', flagged: true, flag_reason: 'same_device', wagered: '0' }),
          ],
          page: 1,
          page_size: 20,
          total: 23,
          has_more: true,
        },
      ],
      true,
    );
    await openInvite();
    const row = screen.getByTestId('invite-friend-11');
    expect(row.textContent).toContain('Tra***');
    expect(row.textContent).toContain('Tet livestream · apk.vn-01');
    expect(row.textContent).toContain('₫\u00a01,016,000');
    expect(screen.getByTestId('invite-friend-12').textContent).toContain('Sub-agent');
    expect(screen.getByTestId('invite-friend-12').textContent).toContain('Personal link');
    expect(screen.getByTestId('invite-friend-13').textContent).toContain('Not counted: your device');
    fireEvent.click(screen.getByTestId('invite-friends-more'));
    expect((invite.users as { fetchNextPage: Fn }).fetchNextPage).toHaveBeenCalledTimes(1);
  });

  it('says so when nobody joined yet', async () => {
    await openInvite();
    expect(screen.queryByTestId('invite-friends')).toBeNull();
    expect(screen.getByText('No friends yet')).toBeTruthy();
    expect(screen.queryByTestId('invite-friends-more')).toBeNull();
  });

  it('lists the daily rewards with the figures that made them', async () => {
    invite.rewards = paged([
      {
        list: [
          reward('2026-11-24', {
            role: 'agent',
            direct_wager: '1334.567894',
            rate_bps: 2_500,
            override_bps: 1_000,
            direct: '10.009259',
            sub_wager: '2000',
            override: '6',
            amount: '16.009259',
          }),
          reward('2026-11-23'),
        ],
        total_amount: '16.609259',
        page: 1,
        page_size: 20,
        total: 2,
        has_more: false,
      },
    ]);
    await openInvite();
    await section('Rewards');
    expect(screen.getByTestId('invite-rewards-total').textContent).toBe('Earned in total: ₫\u00a0421,875');
    const day = screen.getByTestId('invite-reward-2026-11-24');
    expect(day.textContent).toContain('₫\u00a0406,635');
    expect(day.textContent).toContain('× 3% × 25% = ₫\u00a0254,235');
    expect(day.textContent).toContain('Sub-agents');
    expect(screen.getByTestId('invite-reward-2026-11-23').textContent).not.toContain('Sub-agents');
    expect(screen.queryByTestId('invite-rewards-more')).toBeNull();
  });

  it('ranks the week, shows the player’s place, and switches to last week', async () => {
    const rank = vi.fn((week: string) =>
      loaded({
        week_start: week === 'current' ? '2026-11-23' : '2026-11-16',
        list: [
          { rank: 1, name: 'Lin***', team_wager: '900', active_invitees: 5 },
          { rank: 2, name: 'Min***', team_wager: '800', active_invitees: 2 },
        ],
        me:
          week === 'current'
            ? { rank: 2, team_wager: '800', active_invitees: 2 }
            : { rank: null, team_wager: '0', active_invitees: 0 },
      }),
    );
    invite.rank = rank;
    await openInvite();
    await section('Ranking');
    expect(screen.getByTestId('invite-rank-me').textContent).toBe('Your place: #2, team wager ₫\u00a020,320,000');
    expect(within(screen.getByTestId('invite-rank-list')).getAllByRole('row')).toHaveLength(3);
    fireEvent.click(screen.getByRole('tab', { name: 'Last week' }));
    expect(rank).toHaveBeenLastCalledWith('last');
    expect(screen.getByTestId('invite-rank-me').textContent).toBe('Your team has not played this week yet.');
  });

  it('explains the terms with the server’s rates and tiers', async () => {
    await openInvite();
    await section('How it works');
    const terms = screen.getByTestId('invite-terms');
    expect(terms.textContent).toContain('10% of the house');
    // 100 USDT x 3 % x 10 % = 0.3 USDT.
    expect(screen.getByTestId('invite-terms-example').textContent).toContain('₫\u00a07,620');
    const rows = within(screen.getByTestId('invite-tiers')).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'TierFromRate',
      '1₫\u00a0020%',
      '2₫\u00a0254,000,00025%',
      '5₫\u00a025,400,000,00040%',
    ]);
    expect(terms.textContent).toContain('10 minutes later');
  });
});

describe('the agent application', () => {
  it('applies with a contact and a channel, then shows the application as pending', async () => {
    const answer = { agent: { ...NONE, status: 'pending', applied_at: NOW } };
    invite.apply = mutation(answer);
    await openInvite();
    await section('Agent');
    expect(screen.getByTestId('invite-agent').textContent).toContain('20% to 40%');
    const submit = screen.getByTestId('invite-apply-submit');
    fireEvent.change(screen.getByTestId('invite-apply-contact'), { target: { value: ' @' } });
    fireEvent.click(submit);
    expect(screen.getByText('At least 3 characters')).toBeTruthy();
    const { mutate } = invite.apply as { mutate: Fn };
    expect(mutate).not.toHaveBeenCalled();

    fireEvent.change(screen.getByTestId('invite-apply-contact'), { target: { value: ' @linh.streams ' } });
    fireEvent.change(screen.getByTestId('invite-apply-channel'), { target: { value: 'streaming' } });
    fireEvent.change(screen.getByTestId('invite-apply-note'), { target: { value: 'Nightly live on TikTok' } });
    await act(async () => fireEvent.click(submit));
    expect(mutate.mock.calls[0]?.[0]).toEqual({
      contact: '@linh.streams',
      channel: 'streaming',
      note: 'Nightly live on TikTok',
    });
    expect(screen.getByTestId('invite-agent-pending')).toBeTruthy();
    expect(screen.queryByTestId('invite-apply-form')).toBeNull();
  });

  it('shows a rejection with its reason, and the form again only once the player may reapply', async () => {
    const rejected: AgentState = {
      status: 'rejected',
      applied_at: NOW - 86_400 * 3,
      decided_at: NOW - 86_400 * 2,
      reason: 'Tell us more about your audience',
      reapply_at: NOW + 86_400 * 5,
    };
    invite.summary = loaded(summary({ agent: rejected }));
    await openInvite();
    await section('Agent');
    expect(screen.getByTestId('invite-agent-rejected').textContent).toContain('Tell us more about your audience');
    expect(screen.getByTestId('invite-agent-reapply')).toBeTruthy();
    expect(screen.queryByTestId('invite-apply-form')).toBeNull();
    cleanup();
    invite.summary = loaded(summary({ agent: { ...rejected, reapply_at: NOW - 60 } }));
    await openInvite();
    await section('Agent');
    expect(screen.queryByTestId('invite-agent-reapply')).toBeNull();
    expect(screen.getByTestId('invite-apply-submit').textContent).toBe('Apply again');
  });

  it('words a refusal by its reason', async () => {
    const apply = mutation();
    apply.isError = true;
    apply.error = new ApiError('business', 'Conflict.', 409, 4090, { reason: 'pending' });
    invite.apply = apply;
    await openInvite();
    await section('Agent');
    expect(screen.getByRole('alert').textContent).toBe('Your application is already being reviewed.');
  });
});

describe('an agent’s tools', () => {
  beforeEach(() => {
    invite.summary = loaded(
      summary({
        role: 'agent',
        tier: 1,
        rate_bps: 2_000,
        agent: { ...NONE, status: 'approved', applied_at: NOW - 900_000, decided_at: NOW - 800_000 },
      }),
    );
  });

  it('lists the links with their campaigns and makes a new one', async () => {
    invite.links = loaded({
      list: [
        link({
          id: 7,
          code: 'TET27VNA',
          url: 'https://arcadia.test/fortune?invite=TET27VNA',
          campaign: 'Tet livestream 2027',
          package: 'apk.vn-01',
          invitees: 2,
        }),
      ],
      max_links: 100,
    });
    invite.addLink = mutation({ link: link({ id: 8, campaign: 'Zalo group Saigon', package: 'pwa' }), created: true });
    await openInvite();
    await section('Agent');
    const row = screen.getByTestId('invite-link-7');
    expect(row.textContent).toContain('Tet livestream 2027');
    expect(row.textContent).toContain('apk.vn-01');
    expect(row.textContent).toContain('fortune?invite=TET27VNA');
    expect(screen.getByTestId('invite-links').textContent).toContain('1 / 100');

    const { mutate } = invite.addLink as { mutate: Fn };
    fireEvent.change(screen.getByTestId('invite-link-package'), { target: { value: 'my app' } });
    fireEvent.click(screen.getByTestId('invite-link-add'));
    expect(mutate).not.toHaveBeenCalled();
    expect(screen.getByText('Plain text, 1 to 60 characters')).toBeTruthy();
    expect(screen.getByText('Lower-case letters, digits and . _ - only')).toBeTruthy();

    fireEvent.change(screen.getByTestId('invite-link-campaign'), { target: { value: '  Zalo group Saigon ' } });
    fireEvent.change(screen.getByTestId('invite-link-package'), { target: { value: 'PWA' } });
    fireEvent.click(screen.getByTestId('invite-link-add'));
    expect(mutate.mock.calls[0]?.[0]).toEqual({ campaign: 'Zalo group Saigon', package: 'pwa' });
    expect(screen.getByTestId('invite-link-made').textContent).toBe('Link for Zalo group Saigon made.');
    expect((screen.getByTestId('invite-link-campaign') as HTMLInputElement).value).toBe('');
  });

  it('says when the link cap is reached', async () => {
    const add = mutation();
    add.isError = true;
    add.error = new ApiError('business', 'At most 100 links.', 409, 4090, { reason: 'too_many_links', max: 100 });
    invite.addLink = add;
    await openInvite();
    await section('Agent');
    expect(within(screen.getByTestId('invite-link-form')).getByRole('alert').textContent).toBe(
      'You have 100 links, the most allowed.',
    );
  });

  it('reports by day, package and campaign, and the sub-agents’ teams', async () => {
    const report = vi.fn((by: string, _days: number) =>
      loaded({
        list:
          by === 'day'
            ? [
                { day: '2026-11-25', new_invitees: 1, active_invitees: 2, wager: '50', commission: null },
                { day: '2026-11-24', new_invitees: 0, active_invitees: 3, wager: '120', commission: '0.72' },
              ]
            : by === 'campaign'
              ? [{ day: '2026-11-24', campaign: '', new_invitees: 0, active_invitees: 1, wager: '20' }]
              : [{ day: '2026-11-24', package: 'apk.vn-01', new_invitees: 0, active_invitees: 2, wager: '100' }],
      }),
    );
    invite.report = report;
    invite.subs = loaded({
      list: [
        {
          user_id: 100306,
          name: 'Hoà***',
          approved_at: NOW - 86_400 * 10,
          invitees: 2,
          new_invitees: 1,
          active_invitees: 2,
          team_wager: '300',
        },
      ],
      team_wager: '300',
      override_paid: '0.9',
    });
    const subDaily = vi.fn((id: number | undefined, _days: number) =>
      loaded({
        list: [
          { day: '2026-11-24', new_invitees: 0, active_invitees: 2, team_wager: '30', override: id ? null : '0.09' },
        ],
      }),
    );
    invite.subDaily = subDaily;
    await openInvite();
    await section('Agent');

    const daily = screen.getByTestId('invite-report-day');
    const rows = within(daily).getAllByRole('row');
    expect(rows[1]?.textContent).toContain('Pending');
    expect(rows[2]?.textContent).toContain('₫\u00a018,288');
    fireEvent.change(screen.getByTestId('invite-report-days'), { target: { value: '30' } });
    expect(report).toHaveBeenLastCalledWith('day', 30);
    fireEvent.click(screen.getByRole('tab', { name: 'Campaign' }));
    expect(report).toHaveBeenLastCalledWith('campaign', 30);
    expect(screen.getByTestId('invite-report-campaign').textContent).toContain('Personal link');
    fireEvent.click(screen.getByRole('tab', { name: 'Package' }));
    expect(screen.getByTestId('invite-report-package').textContent).toContain('apk.vn-01');

    expect(screen.getByTestId('invite-sub-100306').textContent).toContain('₫\u00a07,620,000');
    expect(screen.getByTestId('invite-subs-override').textContent).toBe('₫\u00a022,860');
    expect(screen.getByTestId('invite-sub-daily').textContent).toContain('₫\u00a02,286');
    fireEvent.change(screen.getByTestId('invite-sub-select'), { target: { value: '100306' } });
    expect(subDaily).toHaveBeenLastCalledWith(100306, 7);
    expect(within(screen.getByTestId('invite-sub-daily')).getAllByRole('columnheader')).toHaveLength(4);
  });
});

describe('joining through an invite link', () => {
  beforeEach(() => {
    hooks.account = loaded({ ...ACCOUNT, registered: false });
  });

  const join = async () => {
    fireEvent.click(await screen.findByTestId('fortune-join-age'));
    fireEvent.click(screen.getByTestId('fortune-join-submit'));
    return (hooks.register as { mutate: Fn }).mutate;
  };

  it('sends the link’s code with the registration and shows it', async () => {
    await renderLoaded(<FortuneHomePage />, { search: '?invite=maya8vnx' });
    expect((await screen.findByTestId('fortune-join-invite')).textContent).toContain('MAYA8VNX');
    expect(sessionStorage.getItem('fortune.invite_code')).toBe('MAYA8VNX');
    const mutate = await join();
    expect(mutate.mock.calls[0]?.[0]).toMatchObject({ age_confirmed: true, invite_code: 'MAYA8VNX' });
  });

  it('keeps the code through the login trip (no code in the URL any more)', async () => {
    hooks.loggedIn = false;
    sessionStorage.setItem('fortune_stopped', '1');
    await renderLoaded(<FortuneHomePage />, { search: '?invite=MAYA8VNX' });
    await screen.findByTestId('fortune-login-gate');
    expect(sessionStorage.getItem('fortune.invite_code')).toBe('MAYA8VNX');
    cleanup();
    hooks.loggedIn = true;
    await renderLoaded(<FortuneHomePage />);
    expect((await screen.findByTestId('fortune-join-invite')).textContent).toContain('MAYA8VNX');
    const mutate = await join();
    expect(mutate.mock.calls[0]?.[0]).toMatchObject({ invite_code: 'MAYA8VNX' });
  });

  it('ignores a malformed code and joins without one', async () => {
    await renderLoaded(<FortuneHomePage />, { search: '?invite=O0O0-nope' });
    await screen.findByTestId('fortune-join');
    expect(screen.queryByTestId('fortune-join-invite')).toBeNull();
    expect(sessionStorage.getItem('fortune.invite_code')).toBeNull();
    const mutate = await join();
    expect(mutate.mock.calls[0]?.[0]).not.toHaveProperty('invite_code');
  });

  it('lets the player drop a code the server refused', async () => {
    const register = mutation();
    register.isError = true;
    register.error = new ApiError('business', 'Invalid input', 400, 4000, {
      invite_code: ['No invite link has this code'],
    });
    hooks.register = register;
    sessionStorage.setItem('fortune.invite_code', 'ZZZZ2222');
    await renderLoaded(<FortuneHomePage />);
    expect((await screen.findByRole('alert')).textContent).toContain('ZZZZ2222');
    fireEvent.click(screen.getByTestId('fortune-join-drop-code'));
    expect(sessionStorage.getItem('fortune.invite_code')).toBeNull();
    expect(screen.queryByTestId('fortune-join-invite')).toBeNull();
    expect((register.reset as Fn).mock.calls.length).toBe(1);
  });
});

describe('the way in', () => {
  it('links the rewards screen to invites', async () => {
    await renderLoaded(<FortuneHomePage />, { search: '?tab=rewards' });
    const entry = await screen.findByTestId('rewards-invite-link');
    expect(entry.getAttribute('href')).toBe('/en-US/fortune?tab=invite');
    expect(entry.textContent).toContain(
      (messages('fortune') as { invite: { entry: { title: string } } }).invite.entry.title,
    );
  });

  it('leaves the bottom tabs unhighlighted on the invite screen', async () => {
    await openInvite();
    for (const tab of ['home', 'pay', 'vip', 'me'])
      expect(screen.getByTestId(`fortune-tab-${tab}`).getAttribute('aria-current')).toBeNull();
  });
});
