const key =
  <Name extends string>(name: Name) =>
  () =>
    ['fortune', name] as const;

/** Fortune's query keys: everything under ['fortune'], so logout or a refresh can reach it all. */
export const fortuneKeys = {
  all: ['fortune'] as const,
  countries: key('countries'),
  account: key('query'),
  assets: key('assets'),
  assetDetail: key('asset-detail'),
  locked: key('locked'),
  rechargeConf: key('recharge-conf'),
  withdrawLogs: key('withdraw-logs'),
  vipConf: key('vip-conf'),
  vipProfile: key('vip-profile'),
  spinConf: key('spin-conf'),
  lottery: key('lottery'),
  history: key('history'),
  seeds: key('seeds'),
  rg: key('rg'),
  draw: (id: number) => ['fortune', 'draw', id] as const,
  payoutAccounts: key('payout-accounts'),
  popups: key('popups'),
  newbieVisible: key('newbie-visible'),
  newbieStatus: key('newbie-status'),
  share: key('share'),
  webcastCodes: key('webcast-codes'),
  rtPrizes: key('rt-prizes'),
  rtBillboard: key('rt-billboard'),
};
