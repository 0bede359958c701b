import { IngestError } from './ingest-error.ts';
import { MAX_TEXT_CHARS } from './limits.ts';

/** A file's text from its pages' texts, in page order; above MAX_TEXT_CHARS the file fails. */
export function joinPageTexts(parts: readonly string[]): string {
  const text = parts
    .map((part) => part.trim())
    .filter(Boolean)
    .join('\n');
  if (text.length > MAX_TEXT_CHARS) throw new IngestError('too_much_text');
  return text;
}
