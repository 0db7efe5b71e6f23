import type { Permission } from '@arcadia/contract/ops/index';
import type { MessageKey } from './messages/en-US.ts';

/** The console's pages, each shown to the roles whose permissions allow its first call. */
export interface NavItem {
  path: string;
  label: MessageKey;
  permission: Permission | 'signed-in';
}

export const NAV: readonly NavItem[] = [
  { path: '/', label: 'nav.overview', permission: 'signed-in' },
  { path: '/players', label: 'nav.players', permission: 'players.read' },
  { path: '/task-audits', label: 'nav.taskAudits', permission: 'tasks.review' },
  { path: '/withdrawals', label: 'nav.withdrawals', permission: 'payments.review' },
  { path: '/refunds', label: 'nav.refunds', permission: 'payments.review' },
  { path: '/recharge-rebates', label: 'nav.rechargeRebates', permission: 'payments.campaigns' },
  { path: '/approvals', label: 'nav.approvals', permission: 'ledger.read' },
  { path: '/ledger', label: 'nav.ledger', permission: 'ledger.read' },
  { path: '/pool', label: 'nav.pool', permission: 'ledger.read' },
  { path: '/fortune-markets', label: 'nav.fortuneMarkets', permission: 'fortune.markets' },
  { path: '/fortune-campaigns', label: 'nav.fortuneCampaigns', permission: 'fortune.campaigns' },
  { path: '/fortune-popups', label: 'nav.fortunePopups', permission: 'fortune.campaigns' },
  { path: '/fortune-agents', label: 'nav.fortuneAgents', permission: 'fortune.agents' },
  { path: '/lucky-code', label: 'nav.luckycode', permission: 'luckycode.draws' },
  { path: '/battle-seasons', label: 'nav.battleSeasons', permission: 'games.seasons' },
  { path: '/game-draws', label: 'nav.gameDraws', permission: 'games.draws' },
  { path: '/pvp', label: 'nav.pvp', permission: 'pvp.admin' },
  { path: '/pets', label: 'nav.pets', permission: 'games.pets' },
  { path: '/games', label: 'nav.gameSettings', permission: 'games.settings' },
  { path: '/votes', label: 'nav.votes', permission: 'vote.manage' },
  { path: '/invest', label: 'nav.invest', permission: 'invest.manage' },
  { path: '/market', label: 'nav.market', permission: 'market.manage' },
  { path: '/staking', label: 'nav.staking', permission: 'staking.manage' },
  { path: '/catalogue', label: 'nav.catalogue', permission: 'catalogue.manage' },
  { path: '/gift-codes', label: 'nav.giftCodes', permission: 'giftcodes.manage' },
  { path: '/moderation', label: 'nav.moderation', permission: 'content.moderate' },
  { path: '/popups', label: 'nav.popups', permission: 'popups.manage' },
  { path: '/product-reviews', label: 'nav.productReviews', permission: 'products.review' },
  { path: '/partners', label: 'nav.partners', permission: 'partners.review' },
  { path: '/operators', label: 'nav.operators', permission: 'operators.manage' },
  { path: '/audit', label: 'nav.audit', permission: 'audit.read' },
  { path: '/system', label: 'nav.system', permission: 'signed-in' },
  { path: '/sessions', label: 'nav.sessions', permission: 'signed-in' },
];

export function allowed(item: Pick<NavItem, 'permission'>, permissions: readonly Permission[]): boolean {
  return item.permission === 'signed-in' || permissions.includes(item.permission);
}
