import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column, type DataTableProps } from '../../components/ui/data-table.tsx';
import { levelOf } from './model-essay-level.ts';
import { essayLabel } from '../../lib/essay-label.ts';

interface EssayFields {
  title: string;
  homework_name: string;
  student_name: string;
  score: number | null;
  level_label: string | null;
}

/** The columns every model-essay list shows: title, homework, student, level. */
function essayColumns<Row extends EssayFields>(
  t: TFunction,
  { nameMayBeHidden = false }: { nameMayBeHidden?: boolean } = {},
): Column<Row>[] {
  return [
    {
      key: 'title',
      header: t('modelEssay.table.title'),
      cell: (essay) => essayLabel(essay, (key, vars) => t(key, vars ?? {})),
    },
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

/** A row button: its text, its accessible name (which essay), its tone and what it does. */
export interface EssayAction<Row> {
  text: string;
  label: (essay: Row) => string;
  tone: 'secondary' | 'danger';
  onClick: (essay: Row) => void;
}

/** A tick box per essay, named after the essay (which to add, whose name to show). */
export interface EssayTick<Row> {
  key: string;
  header: string;
  label: (essay: Row) => string;
  checked: (essay: Row) => boolean;
  disabled?: (essay: Row) => boolean;
  onChange: (essay: Row, checked: boolean) => void;
}

export function tickColumn<Row>(tick: EssayTick<Row>): Column<Row> {
  return {
    key: tick.key,
    header: tick.header,
    cell: (essay) => (
      <input
        type="checkbox"
        checked={tick.checked(essay)}
        disabled={tick.disabled?.(essay)}
        aria-label={tick.label(essay)}
        onChange={(event) => tick.onChange(essay, event.target.checked)}
      />
    ),
  };
}

export interface EssayTableProps<Row extends EssayFields> extends Omit<
  DataTableProps<Row>,
  'columns'
> {
  /** Columns before the common ones (the add dialog's tick box). */
  before?: readonly Column<Row>[];
  /** Columns after them (the show-name toggle). */
  after?: readonly Column<Row>[];
  /** The buttons of the last column. */
  actions?: readonly EssayAction<Row>[];
  /** The student's list, where the server blanks a name the teacher did not choose to show. */
  nameMayBeHidden?: boolean;
}

/** A model-essay list: the common columns with what this list adds around them. */
export function EssayTable<Row extends EssayFields>({
  before = [],
  after = [],
  actions = [],
  nameMayBeHidden = false,
  className = 'model-essay-table',
  ...table
}: EssayTableProps<Row>) {
  const { t } = useTranslation();
  const columns = [...before, ...essayColumns<Row>(t, { nameMayBeHidden }), ...after];
  if (actions.length > 0)
    columns.push({
      key: 'action',
      header: t('modelEssay.table.action'),
      cell: (essay) => (
        <div className="model-essay-actions">
          {actions.map((action) => (
            <button
              key={action.text}
              type="button"
              className={`button small ${action.tone}`}
              aria-label={action.label(essay)}
              onClick={() => action.onClick(essay)}
            >
              {action.text}
            </button>
          ))}
        </div>
      ),
    });
  return <DataTable {...table} className={className} columns={columns} />;
}
