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
