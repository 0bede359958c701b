import type { ClassStudent, ManagedClass, NewStudentAccount } from '@essay/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from '../../lib/toast.ts';
import { ConfirmModal } from '../../components/ui/confirm-modal.tsx';
import { DataTable, type Column } from '../../components/ui/data-table.tsx';
import { useAccountAction } from '../../lib/http/use-account-action.ts';
import {
  CLASS_MANAGE_KEY,
  moveStudent,
  removeStudent,
  resetPassword,
  setSeat,
} from './class-manage-api.ts';
import { SeatInput } from './seat-input.tsx';

type Pending = { kind: 'remove' | 'reset'; student: ClassStudent } | null;

/** The class's students: move to another class, reset the password, remove from the class. */
export function StudentRoster({
  classRow,
  students,
  otherClasses,
  onPassword,
}: {
  classRow: ManagedClass;
  students: readonly ClassStudent[];
  otherClasses: readonly ManagedClass[];
  onPassword: (account: NewStudentAccount) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [targets, setTargets] = useState<Record<number, string>>({});
  const [pending, setPending] = useState<Pending>(null);
  const action = useAccountAction();
  const refresh = () => queryClient.invalidateQueries({ queryKey: [CLASS_MANAGE_KEY] });

  const busy = action.busy;
  const run = async (work: () => Promise<void>) => {
    await action.run(work);
    setPending(null);
  };

  const move = (student: ClassStudent) =>
    run(async () => {
      const to = Number(targets[student.id] ?? '');
      if (!to) return;
      await moveStudent(student.id, classRow.id, to);
      const target = otherClasses.find((row) => row.id === to);
      toast.success(t('classEdit.moved', { name: student.nickname, cls: target?.cls_name ?? '' }));
      await refresh();
    });

  const confirm = () =>
    run(async () => {
      if (!pending) return;
      if (pending.kind === 'remove') {
        await removeStudent(classRow.id, pending.student.id);
        toast.success(t('classEdit.removed', { name: pending.student.nickname }));
        await refresh();
      } else {
        onPassword(await resetPassword(classRow.id, pending.student.id));
        toast.success(t('classEdit.passwordReset', { name: pending.student.nickname }));
      }
    });

  const columns: Column<ClassStudent>[] = [
    {
      key: 'seat',
      header: t('classEdit.columns.seat'),
      className: 'seat',
      cell: (student) => (
        <SeatInput
          student={student}
          onSave={(seatNo, undo) =>
            void action.run(async () => {
              await setSeat(classRow.id, student.id, seatNo);
              toast.success(t('success.update'));
              await refresh();
            }, undo)
          }
        />
      ),
    },
    {
      key: 'name',
      header: t('classEdit.columns.name'),
      rowHeader: true,
      cell: (student) => student.nickname || student.username,
    },
    {
      key: 'term',
      header: t('classEdit.columns.term'),
      cell: (student) => (
        <Link
          to={`/class-term/${classRow.id}/student/${student.id}`}
          aria-label={t('classEdit.termOf', { name: student.nickname || student.username })}
        >
          {t('classEdit.term')}
        </Link>
      ),
    },
    {
      key: 'username',
      header: t('classEdit.columns.username'),
      className: 'mono',
      cell: (student) => student.username,
    },
    {
      key: 'move',
      header: t('classEdit.columns.move'),
      cell: (student) => (
        <div className="move-cell">
          <select
            aria-label={t('classEdit.moveTo', { name: student.nickname })}
            value={targets[student.id] ?? ''}
            onChange={(event) => setTargets({ ...targets, [student.id]: event.target.value })}
          >
            <option value="">{t('classEdit.chooseClass')}</option>
            {otherClasses.map((row) => (
              <option key={row.id} value={row.id}>
                {row.cls_name}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="button secondary small"
            disabled={busy || !targets[student.id]}
            onClick={() => void move(student)}
            aria-label={t('classEdit.moveStudent', { name: student.nickname })}
          >
            {t('classEdit.move')}
          </button>
        </div>
      ),
    },
    {
      key: 'action',
      header: t('classEdit.columns.action'),
      className: 'actions',
      cell: (student) =>
        (['reset', 'remove'] as const).map((kind) => (
          <button
            key={kind}
            type="button"
            className="button secondary small"
            onClick={() => setPending({ kind, student })}
            aria-label={t(`classEdit.${kind}Student`, { name: student.nickname })}
          >
            {t(`classEdit.${kind}`)}
          </button>
        )),
    },
  ];

  return (
    <>
      <DataTable
        className="no-print"
        caption={t('classEdit.rosterCaption', { name: classRow.cls_name })}
        showCaption
        columns={columns}
        rows={students}
        empty={t('classEdit.noStudents')}
      />
      <ConfirmModal
        open={pending !== null}
        title={pending?.kind === 'reset' ? t('classEdit.resetTitle') : t('classEdit.removeTitle')}
        message={
          pending?.kind === 'reset'
            ? t('classEdit.resetConfirm', { name: pending.student.nickname })
            : t('classEdit.removeConfirm', {
                name: pending?.student.nickname ?? '',
                cls: classRow.cls_name,
              })
        }
        confirmLabel={pending?.kind === 'reset' ? t('classEdit.reset') : t('classEdit.remove')}
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
    </>
  );
}
