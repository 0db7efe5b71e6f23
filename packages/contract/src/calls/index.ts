import * as aichat from './aichat/index.ts';
import type { CallDef } from './define.ts';
import * as feedback from './feedback/index.ts';
import * as stats from './stats/index.ts';
import * as tg from './tg/index.ts';
import * as user from './user/index.ts';
import * as wallet from './wallet/index.ts';

export * from './define.ts';
export { aichat, feedback, stats, tg, user, wallet };

/** Every call, for the server's registration checks and the generated bad-input suite. */
export const CALLS: readonly CallDef[] = [user, tg, wallet, feedback, aichat, stats].flatMap(
  (area) => Object.values(area) as CallDef[],
);
