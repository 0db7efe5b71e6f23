import { DEMO_USERS } from '../../apps/server/src/db/seed.ts';

export const DEMO = DEMO_USERS[0];

export interface MainRoute {
  id: string;
  /** Path below the locale. */
  path: string;
  /** Open as the logged-in demo player (credentials in the URL, the spec's startup login), else as a visitor. */
  loggedIn: boolean;
  /** What a tap on this screen does, for INP. */
  tapSelector: string;
}

/** A control inside the page (not the top bar's back button, which would leave the page), else a tab. */
const TAP = 'main [role="tab"], main button, main input, main a, nav a';

/** The main routes of issue 7 and the areas built since, in the order the report lists them. */
export const MAIN_ROUTES: MainRoute[] = [
  { id: 'home', path: '/', loggedIn: true, tapSelector: TAP },
  { id: 'wallet', path: '/wallet', loggedIn: true, tapSelector: TAP },
  { id: 'library', path: '/library', loggedIn: true, tapSelector: TAP },
  { id: 'pool', path: '/pool', loggedIn: true, tapSelector: TAP },
  { id: 'taskDetails', path: '/task/details?taskId=1', loggedIn: true, tapSelector: TAP },
  { id: 'userLoginHome', path: '/user/login-home', loggedIn: false, tapSelector: TAP },
  { id: 'fortune', path: '/fortune', loggedIn: true, tapSelector: TAP },
  { id: 'fortuneMoney', path: '/fortune/money', loggedIn: true, tapSelector: TAP },
  { id: 'fortuneTest', path: '/fortune/test', loggedIn: false, tapSelector: TAP },
  { id: 'fortunePlay', path: '/fortune/play/retiger', loggedIn: true, tapSelector: TAP },
  { id: 'giftcode', path: '/giftcode', loggedIn: true, tapSelector: TAP },
  { id: 'luckycodeLand', path: '/luckycode/land', loggedIn: true, tapSelector: TAP },
  { id: 'share', path: '/share', loggedIn: true, tapSelector: TAP },
  { id: 'activityNewbie', path: '/activity/newbie', loggedIn: true, tapSelector: TAP },
  { id: 'activityRecharge', path: '/activity/recharge', loggedIn: true, tapSelector: TAP },
  // Dragon Realm (the first demo product) and its demo merchant (services/topup/seed.ts).
  { id: 'taskRecharge', path: '/task/recharge?gameId=1&mchId=mch_dragon', loggedIn: true, tapSelector: TAP },
  { id: 'profile', path: '/profile', loggedIn: true, tapSelector: TAP },
  { id: 'profileXid', path: '/profile/linhtran01', loggedIn: false, tapSelector: TAP },
  { id: 'profileAccount', path: '/profile/account', loggedIn: true, tapSelector: TAP },
  { id: 'profileAddProduct', path: '/profile/addProduct', loggedIn: true, tapSelector: TAP },
  { id: 'post', path: '/posts/demolinh0001', loggedIn: false, tapSelector: TAP },
  { id: 'space', path: '/space', loggedIn: true, tapSelector: TAP },
  { id: 'quest', path: '/quest', loggedIn: true, tapSelector: TAP },
  { id: 'sudgame', path: '/sudgame/daily', loggedIn: true, tapSelector: TAP },
  { id: 'battle', path: '/battle', loggedIn: true, tapSelector: TAP },
  { id: 'honor', path: '/honor/linhtran01', loggedIn: true, tapSelector: TAP },
  { id: 'win', path: '/win', loggedIn: true, tapSelector: TAP },
  { id: 'winHistory', path: '/win/history', loggedIn: true, tapSelector: TAP },
  { id: 'partner', path: '/partner', loggedIn: true, tapSelector: TAP },
  { id: 'inbet', path: '/inbet', loggedIn: true, tapSelector: TAP },
  { id: 'petV2', path: '/petV2', loggedIn: true, tapSelector: TAP },
  { id: 'invest', path: '/invest', loggedIn: true, tapSelector: TAP },
  { id: 'market', path: '/market', loggedIn: true, tapSelector: TAP },
  { id: 'marketDetail', path: '/market/detail?symbol=XGT_USDT', loggedIn: true, tapSelector: TAP },
  { id: 'voteV2', path: '/voteV2', loggedIn: true, tapSelector: TAP },
  { id: 'pvpDetail', path: '/pvp/detail', loggedIn: true, tapSelector: TAP },
];

const LOCALE = 'vi-VN';

export function routeUrl(origin: string, route: MainRoute): string {
  const url = new URL(`${origin}/${LOCALE}${route.path === '/' ? '/' : route.path}`);
  if (route.loggedIn) {
    url.searchParams.set('userId', String(DEMO.id));
    url.searchParams.set('secretKey', DEMO.secretKey);
  }
  return url.toString();
}

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-default-apps',
  '--disable-extensions',
];
