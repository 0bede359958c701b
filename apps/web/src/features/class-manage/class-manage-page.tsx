import type { ManagedClass } from '@essay/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from '../../lib/toast.ts';
import { Page } from '../../components/layout/page.tsx';
import { DataTable, type Column } from '../../components/ui/data-table.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { useAccountAction } from '../../lib/http/use-account-action.ts';
import { CLASS_MANAGE_KEY, createClass, fetchManagedClasses } from './class-manage-api.ts';
import './class-manage.css';
import { SubmitButton } from '../../components/ui/button.tsx';

/** /class-manage (teacher: own classes; admin: the school's): classes, teachers, head counts. */
export function ClassManagePage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const classes = useQuery({ queryKey: [CLASS_MANAGE_KEY, 'list'], queryFn: fetchManagedClasses });
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const { busy, run } = useAccountAction();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') {
      setError(t('classManage.nameRequired'));
      return;
    }
    await run(async () => {
      await createClass(name.trim());
      toast.success(t('classManage.created'));
      setName('');
      await queryClient.invalidateQueries({ queryKey: [CLASS_MANAGE_KEY] });
    });
  };

  const columns: Column<ManagedClass>[] = [
    {
      key: 'class',
      header: t('classManage.columns.class'),
      rowHeader: true,
      cell: (row) => row.cls_name,
    },
    { key: 'teacher', header: t('classManage.columns.teacher'), cell: (row) => row.teacher_name },
    {
      key: 'students',
      header: t('classManage.columns.students'),
      cell: (row) => row.student_count,
    },
    {
      key: 'action',
      header: t('classManage.columns.action'),
      cell: (row) => (
        <Link
          className="button secondary small"
          to={`/class-edit?id=${row.id}`}
          aria-label={t('classManage.manageClass', { name: row.cls_name })}
        >
          {t('classManage.manage')}
        </Link>
      ),
    },
  ];

  return (
    <Page className="class-manage-page" title={t('pages.classManage')}>
      <form className="inline-form" onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label={t('classManage.newClass')}
          value={name}
          maxLength={50}
          error={error}
          onChange={(value) => {
            setName(value);
            setError(undefined);
          }}
        />
        <SubmitButton label={t('classManage.create')} disabled={busy} />
      </form>
      <DataTable
        loading={classes.isPending}
        caption={t('classManage.listCaption')}
        showCaption
        columns={columns}
        rows={classes.data ?? []}
        empty={t('classManage.noClasses')}
      />
    </Page>
  );
}
