import { describe, expect, it } from 'vitest';
import type { HomeworkFile, PageLayout, SheetMarks } from '@essay/contracts';
import { suggestEssays } from './sheet-pairing.ts';
import { hwFile } from './homework-file.test-helper.ts';

let id = 0;
function photo(
  sheet: SheetMarks | null,
  fileType: 'image' | 'other' = 'image',
  layout: PageLayout | null = null,
): HomeworkFile {
  id += 1;
  return hwFile(id, fileType, { sheet, layout });
}
const front = (name: string | null = null): SheetMarks => ({
  header: true,
  name,
  page: null,
  printRead: true,
});
const back = (page: number | null = null): SheetMarks => ({
  header: false,
  name: null,
  page,
  printRead: true,
});
/** A page read cell by cell by its grid: the sheet's print around it was never seen. */
const cells = (): SheetMarks => ({ header: false, name: null, page: null, printRead: false });
const columns = (turned: 0 | 180): PageLayout => ({ writing: 'columns', turned });
const keys = () => {
  let n = 0;
  return () => `k${++n}`;
};

describe('suggestEssays (issue 43 §2)', () => {
  it('puts the back of a sheet after its front, for the same student', () => {
    const files = [photo(front()), photo(back()), photo(front()), photo(back(2))];
    const groups = suggestEssays(files, keys());
    expect(groups.map((g) => g.fileIds)).toEqual([
      [files[0]!.id, files[1]!.id],
      [files[2]!.id, files[3]!.id],
    ]);
  });

  it('pairs by the name written in both headers, and names the essay by it', () => {
    const files = [photo(front('王小明')), photo(front('王小明')), photo(front('李大華'))];
    const groups = suggestEssays(files, keys());
    expect(groups.map((g) => [g.studentName, g.fileIds.length])).toEqual([
      ['王小明', 2],
      ['李大華', 1],
    ]);
  });

  it('never joins a Word file, a photo not read as a sheet, or a first page', () => {
    const files = [
      photo(front()),
      photo(null),
      photo(back()),
      photo(back(), 'other'),
      photo(front()),
    ];
    expect(suggestEssays(files, keys()).map((g) => g.fileIds.length)).toEqual([1, 1, 1, 1, 1]);
  });

  it('property: every waiting file is in exactly one suggested essay, in upload order', () => {
    let seed = 11;
    const next = () => (seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32;
    const names = ['王小明', '李大華', null];
    for (let round = 0; round < 200; round++) {
      const files = Array.from({ length: Math.floor(next() * 12) }, () => {
        const r = next();
        const name = names[Math.floor(next() * names.length)]!;
        return r < 0.4 ? photo(front(name)) : r < 0.8 ? photo(back()) : photo(null);
      });
      const groups = suggestEssays(files, keys());
      expect(groups.flatMap((g) => g.fileIds)).toEqual(files.map((f) => f.id));
      // an essay starts at every sheet's first side that names nobody else
      for (const g of groups)
        for (const fileId of g.fileIds.slice(1))
          expect(files.find((f) => f.id === fileId)!.sheet).not.toBeNull();
    }
  });

  it('keeps a class of photos read by their grid apart: a header the reader never saw is no back side', () => {
    const rows: PageLayout = { writing: 'rows', turned: 0 };
    const files = Array.from({ length: 6 }, () => photo(cells(), 'image', rows));
    expect(suggestEssays(files, keys()).map((g) => g.fileIds.length)).toEqual([1, 1, 1, 1, 1, 1]);
    const upright = Array.from({ length: 4 }, () => photo(cells(), 'image', columns(0)));
    expect(suggestEssays(upright, keys()).map((g) => g.fileIds.length)).toEqual([1, 1, 1, 1]);
  });

  it('puts an answer sheet photographed turned over after its front (columns, the other way up)', () => {
    const files = [
      photo(cells(), 'image', columns(0)),
      photo(cells(), 'image', columns(180)),
      photo(cells(), 'image', columns(0)),
      photo(cells(), 'image', columns(180)),
      photo(cells(), 'image', columns(0)),
    ];
    expect(suggestEssays(files, keys()).map((g) => g.fileIds.length)).toEqual([2, 2, 1]);
  });
});
