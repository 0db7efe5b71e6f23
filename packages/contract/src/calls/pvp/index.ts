export * from './common.ts';
export * from './pvp-entry.ts';
export * from './pvp-join.ts';
export * from './pvp-leave.ts';
export * from './pvp-match.ts';
export * from './pvp-my-matches.ts';
export * from './pvp-roll.ts';
export * from './pvp-tiers.ts';
