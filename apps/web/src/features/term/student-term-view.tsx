import type { StudentTerm } from '@essay/contracts';
import { TermEssays, TermStatements } from './term-essays.tsx';
import type { TermOwner } from './term-api.ts';
import { WordBookSection } from './word-book.tsx';
import './term.css';

/** A student's term: the essays and their lines, the statements, the 錯字本. */
export function StudentTermView({ term, owner }: { term: StudentTerm; owner: TermOwner }) {
  return (
    <div className="student-term">
      <TermStatements term={term} />
      <TermEssays term={term} />
      <WordBookSection book={term.word_book} owner={owner} />
    </div>
  );
}
