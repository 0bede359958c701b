import type { TFunction } from 'i18next';
import type { Column } from '../../components/ui/data-table.tsx';
import { levelOf } from './model-essay-level.ts';

interface EssayFields {
  title: string;
  homework_name: string;
  student_name: string;
  score: number | null;
  level_label: string | null;
}

/**
 * The columns every model-essay list shows: title, homework, student, level. `nameMayBeHidden`:
 * the student's list, where the server blanks a name the teacher did not choose to show.
 */
export function essayColumns<Row extends EssayFields>(
  t: TFunction,
  { nameMayBeHidden = false }: { nameMayBeHidden?: boolean } = {},
): Column<Row>[] {
  return [
    { key: 'title', header: t('modelEssay.table.title'), cell: (essay) => essay.title },
    {
      key: 'homework',
      header: t('modelEssay.table.homework'),
      cell: (essay) => essay.homework_name,
    },
    nameMayBeHidden
      ? {
          key: 'student',
          header: t('modelEssay.table.student'),
          className: (essay) => (essay.student_name ? undefined : 'muted'),
          cell: (essay) => essay.student_name || t('modelEssay.nameHidden'),
        }
      : {
          key: 'student',
          header: t('modelEssay.table.student'),
          cell: (essay) => essay.student_name,
        },
    {
      key: 'level',
      header: t('modelEssay.table.level'),
      cell: (essay) => levelOf(essay) ?? t('modelEssay.noLevel'),
    },
  ];
}
