/**
 * Operator roles and what each may do (issue 15). Every operator call names one permission; the server checks it
 * on every request, and apps/server/test/ops/role-matrix.test.ts walks every call with every role against this
 * table, so a call without a permission, or a role that gains one by accident, fails a test.
 */
export const PERMISSIONS = [
  /** Read players: profile, balances, ledger history, sessions, devices. */
  'players.read',
  /** Revoke a player's sessions. */
  'players.sessions',
  /** Freeze a player's money going out (withdrawals, transfers) while a case is checked, and unfreeze it. */
  'players.freeze',
  /** The ledger check and the system accounts' balances. */
  'ledger.read',
  /** Ask for a manual ledger adjustment (below the four-eyes limit it is done at once). */
  'ledger.adjust',
  /** Approve or refuse another operator's request above the four-eyes limit. */
  'ledger.approve',
  /** Review withdrawals: approve (pay out) or reject (return the held coins). */
  'payments.review',
  /** Recharge rebate campaigns of /activity/recharge: create (window and tiers per market), end early. */
  'payments.campaigns',
  /** Review screenshot audits of task steps: approve (pays the step) or reject with a reason. */
  'tasks.review',
  /** The operator list, invitations, roles, disabling. */
  'operators.manage',
  /** Read the audit log. */
  'audit.read',
  /** Open or close the Fortune sub-brand per market and set its game rules (spin time, autoplay, turbo). */
  'fortune.markets',
  /** Fortune's campaigns: operators' gift codes and real-time prize drops (create, end), and streamers' codes. */
  'fortune.campaigns',
  /** Fortune's agents: the application queue (approve, reject), self-referral flags and commissions paid. */
  'fortune.agents',
  /** The main brand's gift codes: campaign codes from the house (create, end) and players' red packets (list, end). */
  'giftcodes.manage',
  /** The main brand's popups (also pages at /buildDialog/<id>): create, end. */
  'popups.manage',
  /** Lucky-code draws: the list, and closing a draw early ("draw now"). */
  'luckycode.draws',
  /** The moderation queue: players' reports of posts and comments (hide, or dismiss the report). */
  'content.moderate',
  /** Creators' product submissions: approve into the catalogue, or reject with a reason. */
  'products.review',
  /** The partner programme's applications: approve (the player becomes a partner) or reject with a reason. */
  'partners.review',
  /** The main brand's scheduled draws (lotto, xoso): the list, their seeds and results, closing a draw early. */
  'games.draws',
  /** Battle seasons: schedule, end and see the payout of a season; honours given by hand. */
  'games.seasons',
  /** PvP's admin area (/pvp/admin): disputes (void or award a match), bans from PvP, match settings. */
  'pvp.admin',
  /** The pets' terms (/ops/pets): draw price, odds, pity, rates, prices, market fee, rental days. */
  'games.pets',
  /** Vote rounds (candidates, reward pool, window) and polls: the list, and opening new ones. */
  'vote.manage',
  /** Invest products: the list with what is subscribed, creating products, pausing and resuming them. */
  'invest.manage',
  /** The market's pairs (spot and stock): prices, volume, open orders, reference prices; halting and resuming trading. */
  'market.manage',
  /** Staking pools: the list with what is staked, creating pools, pausing and resuming them. */
  'staking.manage',
  /** The offer and product catalogue: products, offers, steps and rewards, markets, caps, schedules; pause, resume. */
  'catalogue.manage',
  /** Game settings: providers (studios) and games on or off per brand, and each game's bet limits. */
  'games.settings',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const ROLES = ['viewer', 'support', 'finance', 'content', 'games', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  viewer: ['players.read', 'ledger.read'],
  support: ['players.read', 'players.sessions', 'players.freeze', 'tasks.review', 'content.moderate'],
  finance: [
    'players.read',
    'players.freeze',
    'ledger.read',
    'ledger.adjust',
    'ledger.approve',
    'payments.review',
    'payments.campaigns',
    'audit.read',
    'invest.manage',
    'market.manage',
    'staking.manage',
  ],
  content: [
    'players.read',
    'tasks.review',
    'fortune.campaigns',
    'fortune.agents',
    'giftcodes.manage',
    'popups.manage',
    'content.moderate',
    'products.review',
    'partners.review',
    'vote.manage',
    'catalogue.manage',
  ],
  games: [
    'players.read',
    'ledger.read',
    'fortune.markets',
    'luckycode.draws',
    'games.draws',
    'games.seasons',
    'pvp.admin',
    'games.pets',
    'games.settings',
  ],
  admin: [...PERMISSIONS],
};

export function roleAllows(role: Role, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}
