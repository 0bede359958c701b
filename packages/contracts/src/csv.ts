/**
 * One CSV cell: quoted when it holds a comma, quote or line break; a text starting with = + - @ (or
 * tab/CR) gets a leading ' so a spreadsheet reads it as text, never as a formula.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * A CSV file: the header, then a line per row with each row's cells by column name (a column the row
 * does not have stays empty). A BOM so spreadsheet programs read the Chinese names as UTF-8.
 */
export function csvTable<Column extends string>(
  columns: readonly Column[],
  rows: readonly Partial<Record<Column, string | number | null>>[],
): string {
  const lines = [columns, ...rows.map((row) => columns.map((column) => row[column] ?? null))];
  return `\uFEFF${lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
