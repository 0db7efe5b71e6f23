/** The tabs of /shareTab (spec section 2: share history, rule, level, week, bonus), in their order. */
export const SHARE_TABS = ['history', 'rule', 'level', 'week', 'bonus'] as const;
export type ShareTab = (typeof SHARE_TABS)[number];

export function tabOf(raw: string | null): ShareTab {
  return (SHARE_TABS as readonly string[]).includes(raw ?? '') ? (raw as ShareTab) : 'history';
}
