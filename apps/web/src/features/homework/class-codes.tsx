import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchClassList, renewClassCode } from '../../lib/class-list.ts';
import { DataTable, type Column } from '../../components/ui/data-table.tsx';
import { toast } from '../../lib/toast.ts';
import { accountFailureMessage } from '../../lib/http/error-messages.ts';
import { useProKey } from '../../lib/use-product-info.ts';
import { HOMEWORK_QUERY_ROOT } from './homework-api.ts';

/**
 * The join codes of the homework's classes, for the teacher to hand out; a new code makes the old
 * one stop working (a code that leaked). Only the class's teacher and the school admin see codes.
 */
export function ClassCodes({ classIds }: { classIds: readonly number[] }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const proKey = useProKey();
  const key = [HOMEWORK_QUERY_ROOT, 'classes', proKey];
  const classes = useQuery({ queryKey: key, queryFn: () => fetchClassList(proKey) });
  const renew = useMutation({
    mutationFn: (id: number) => renewClassCode(id),
    onSuccess: async (row) => {
      toast.success(t('classCodes.renewed', { name: row.cls_name, code: row.code }));
      await queryClient.invalidateQueries({ queryKey: key });
    },
    onError: (error) => toast.error(accountFailureMessage(error, t)),
  });
  const rows = (classes.data ?? []).filter((row) => classIds.includes(row.id));
  if (rows.length === 0) return null;
  const columns: Column<(typeof rows)[number]>[] = [
    { key: 'class', header: t('classCodes.class'), rowHeader: true, cell: (row) => row.cls_name },
    {
      key: 'code',
      header: t('classCodes.code'),
      cell: (row) => <code className="class-code">{row.code ?? '—'}</code>,
    },
    {
      key: 'action',
      header: t('classCodes.action'),
      cell: (row) =>
        row.code && (
          <button
            type="button"
            className="button small secondary"
            disabled={renew.isPending}
            aria-label={t('classCodes.renewOf', { name: row.cls_name })}
            onClick={() => renew.mutate(row.id)}
          >
            {t('classCodes.renew')}
          </button>
        ),
    },
  ];
  return (
    <section className="class-codes" aria-labelledby="class-codes-title">
      <h2 id="class-codes-title">{t('classCodes.title')}</h2>
      <p className="muted">{t('classCodes.hint')}</p>
      <DataTable columns={columns} rows={rows} />
    </section>
  );
}
