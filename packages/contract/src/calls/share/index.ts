// The share service's calls (share and invite land, docs/share.md), one file each; export every call here.
export { shareBonus } from './bonus.ts';
export { shareHistory } from './history.ts';
export { shareLand } from './land.ts';
export { shareLevels } from './levels.ts';
export { shareMyShare } from './my-share.ts';
export { shareWeekRank } from './week-rank.ts';
