// The stats service's calls, one file each; export every call here.
export { report, statsEvent } from './report.ts';
