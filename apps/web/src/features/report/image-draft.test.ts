import type { ImagePage } from '@essay/contracts';
import { describe, expect, it } from 'vitest';
import { draftFrom, isDirty, moved, rebased, withContent, withoutPage } from './image-draft.ts';

const page = (id: number, content: string): ImagePage => ({
  id,
  file_name: `p${id}.png`,
  url: `/p/${id}`,
  content,
  ocr_status: 'done',
  ocr_error: null,
  ocr_engine: 'tesseract',
  ocr_note: null,
  blank: false,
  uncertain: [],
  doubted: 0,
});
const pages = [page(1, 'a'), page(2, 'b'), page(3, 'c')];

describe('image page draft', () => {
  it('starts clean and notices content, order and removal changes', () => {
    const draft = draftFrom(pages);
    expect(isDirty(draft, pages)).toBe(false);
    expect(isDirty(withContent(draft, 2, 'B'), pages)).toBe(true);
    expect(moved(draft, 0, 2).order).toEqual([2, 3, 1]);
    expect(isDirty(moved(draft, 0, 2), pages)).toBe(true);
    const removed = withoutPage(draft, 2);
    expect(removed.order).toEqual([1, 3]);
    expect(removed.contents).toEqual({ 1: 'a', 3: 'c' });
  });
  it('keeps the last page and ignores moves out of range', () => {
    const single = draftFrom([page(7, 'x')]);
    expect(withoutPage(single, 7).order).toEqual([7]);
    expect(moved(draftFrom(pages), 0, 5).order).toEqual([1, 2, 3]);
  });

  it('keeps what the teacher typed when fresh pages land, and takes the rest from them (rebased)', () => {
    expect(rebased(draftFrom(pages), undefined, pages)).toEqual(draftFrom(pages));
    // a word of the review saved on page 1 while the teacher edits page 2's text
    const typed = withContent(draftFrom(pages), 2, 'B typed');
    const fresh = [page(1, 'a fixed'), page(2, 'b'), page(3, 'c')];
    const after = rebased(typed, pages, fresh);
    expect(after.contents).toEqual({ 1: 'a fixed', 2: 'B typed', 3: 'c' });
    expect(isDirty(after, fresh)).toBe(true);
    // nothing typed: the fresh load, clean
    expect(isDirty(rebased(draftFrom(pages), pages, fresh), fresh)).toBe(false);
    // the teacher's order and removal are kept over the load
    const arranged = withoutPage(moved(draftFrom(pages), 0, 2), 3);
    const kept = rebased(arranged, pages, fresh);
    expect(kept.order).toEqual([2, 1]);
    expect(kept.contents).toEqual({ 1: 'a fixed', 2: 'b' });
    // saved: the load holds what was typed, and the draft is clean again
    const saved = [page(1, 'a'), page(2, 'B typed'), page(3, 'c')];
    expect(isDirty(rebased(typed, pages, saved), saved)).toBe(false);
  });
});
