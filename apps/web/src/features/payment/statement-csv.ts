import type { Statement } from './queries.ts';

/** A CSV cell: quoted when it holds a comma, quote or line break, and never read as a formula by a spreadsheet. */
function cell(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text) && !/^-?\d/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The statement's transfers as CSV (UTC ISO times, signed amounts), for a spreadsheet or an accountant. */
export function statementCsv(statement: Statement): string {
  const lines = [['time_utc', 'coin', 'category', 'kind', 'amount'].join(',')];
  for (const row of statement.rows) {
    const signed = row.direction === 'in' ? row.amount : `-${row.amount}`;
    lines.push([new Date(row.at * 1000).toISOString(), row.coin, row.category, row.kind, signed].map(cell).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}
