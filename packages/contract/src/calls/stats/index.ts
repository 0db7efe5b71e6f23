// The stats service's calls, one file each; export every call here.

export { offerStats, offerStatsMessage } from './offer-stats.ts';
export { report, statsEvent } from './report.ts';
