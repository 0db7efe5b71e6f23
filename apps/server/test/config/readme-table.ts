import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { configTable } from '../../src/config-schema.ts';

export const README = join(import.meta.dirname, '../../../../README.md');
const START =
  '<!-- config-table: written by `npm run config-table -w apps/server` from apps/server/src/config-schema.ts -->';
const END = '<!-- config-table end -->';

/** The README with its server configuration table rewritten from the schema. */
export function readmeWithTable(readme = readFileSync(README, 'utf8')): string {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start < 0 || end < start) throw new Error(`README.md needs the markers ${START} ... ${END}`);
  return `${readme.slice(0, start + START.length)}\n\n${configTable()}\n\n${readme.slice(end)}`;
}

/** A table's rows as trimmed cells (padding aside), to compare the README with the schema. */
export function rowsOf(markdown: string): string[][] {
  const start = markdown.indexOf(START);
  const end = markdown.indexOf(END);
  return markdown
    .slice(start, end)
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|\s*-/.test(line))
    .map((line) =>
      line
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map((cell) => cell.trim()),
    );
}

if (process.argv[1] === import.meta.filename) {
  writeFileSync(README, readmeWithTable());
  console.log(`wrote the configuration table in ${README}`);
}
