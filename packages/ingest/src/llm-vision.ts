import { ChatError, type ChatClient, type ChatUsage } from '@essay/contracts';
import { UNREADABLE, type TextSpan } from './uncertain.ts';

/**
 * One page as a vision model read it; `uncertain`: the spans of `text` it marked as unsure, of the
 * same kind as tesseract's doubtful words (neighbouring marked characters make one span).
 */
export type VisionReading = { text: string; uncertain: TextSpan[]; usage: ChatUsage };

export interface VisionReader {
  read(png: Buffer): Promise<VisionReading>;
}

/** Settings of the OCR engine `llm-vision`: plain data, so they can cross into the extraction thread. */
export type VisionSettings = {
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
  maxAttempts: number;
  backoffMs: number;
  concurrency: number;
};

export const TRANSCRIBE_INSTRUCTION = `Transcribe the handwritten or printed essay on this page exactly as written.
- Traditional Chinese characters exactly as the writer wrote them: do not convert, correct or improve anything, wrong characters included.
- Keep the writer's line breaks; put one blank line between paragraphs.
- Leave out crossed-out or erased text, and anything outside the writing (page numbers, grid labels, headers of the answer sheet).
- Mark every character you are not sure of as [?字] with your best reading inside, and a character you cannot read at all as [?].
Answer with the transcription only: no comments, no code fences.`;

const MARK = /\[\?([^\]]?)\]/g;
const MARKABLE = /[\p{L}\p{N}]/u;

/** A line without its [?字] marks, and the places (in code units) of the marked characters. */
function parseLine(line: string): { text: string; marks: TextSpan[] } {
  let text = '';
  const marks: TextSpan[] = [];
  let last = 0;
  for (const m of line.matchAll(MARK)) {
    text += line.slice(last, m.index);
    const char = m[1] || UNREADABLE;
    // As with tesseract, a doubtful punctuation mark is not worth the teacher's look.
    if (char === UNREADABLE || MARKABLE.test(char))
      marks.push({ start: text.length, end: text.length + char.length });
    text += char;
    last = m.index + m[0].length;
  }
  return { text: text + line.slice(last), marks };
}

/** Adds a span to spans in text order, joining it to the previous one when they touch. */
function addSpan(spans: TextSpan[], span: TextSpan): void {
  const previous = spans.at(-1);
  if (previous && previous.end === span.start) previous.end = span.end;
  else spans.push(span);
}

const WORDY_END = /[A-Za-z0-9,.;:!?'")]$/;
const WORDY_START = /^[A-Za-z0-9("']/;

/**
 * The model's transcription as a page text of the same form as tesseract's: the lines of a
 * paragraph joined (nothing between CJK neighbours, a space between words), a blank line between
 * paragraphs; the [?字] marks removed, the marked characters' spans of that text listed.
 */
export function parseTranscription(answer: string): { text: string; uncertain: TextSpan[] } {
  const body = answer.replace(/\r\n?/g, '\n').replace(/^```[^\n]*\n|\n```\s*$/g, '');
  let text = '';
  const uncertain: TextSpan[] = [];
  for (const paragraph of body.split(/\n[ \t\u3000]*\n/)) {
    const lines = paragraph
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean);
    if (lines.length === 0) continue;
    if (text) text += '\n\n';
    lines.forEach((raw, i) => {
      const line = parseLine(raw);
      if (i > 0 && WORDY_END.test(text) && WORDY_START.test(line.text)) text += ' ';
      for (const mark of line.marks)
        addSpan(uncertain, { start: text.length + mark.start, end: text.length + mark.end });
      text += line.text;
    });
  }
  return { text, uncertain };
}

/** The OCR engine `llm-vision`: the page image to a vision model of an OpenAI-compatible server. */
export function createVisionReader(chat: ChatClient, model: string): VisionReader {
  return {
    async read(png) {
      const answer = await chat.complete({
        model,
        maxTokens: 4096,
        messages: [
          {
            role: 'system',
            content: "You are a careful transcriber of Taiwanese students' handwritten essays.",
          },
          {
            role: 'user',
            content: [
              { type: 'text', text: TRANSCRIBE_INSTRUCTION },
              {
                type: 'image_url',
                image_url: { url: `data:image/png;base64,${png.toString('base64')}` },
              },
            ],
          },
        ],
      });
      const { text, uncertain } = parseTranscription(answer.content);
      if (!/[\p{Script=Han}A-Za-z]/u.test(text)) {
        throw Object.assign(
          new ChatError('bad_answer', 'The vision model gave no text for this page'),
          { usage: answer.usage },
        );
      }
      return { text, uncertain, usage: answer.usage };
    },
  };
}
