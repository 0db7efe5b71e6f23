// Re-renders bench/REPORT.md from bench/report.json (e.g. after editing bench/NOTES.md), without measuring again.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './lib/proc.ts';
import { type Report, renderReport } from './report.ts';

const report = JSON.parse(readFileSync(join(ROOT, 'bench/report.json'), 'utf8')) as Report;
writeFileSync(join(ROOT, 'bench/REPORT.md'), renderReport(report));
console.log('bench/REPORT.md rendered from bench/report.json');
