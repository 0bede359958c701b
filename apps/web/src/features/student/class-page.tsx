import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast.ts';
import { Page } from '../../components/layout/page.tsx';
import { Loading } from '../../components/ui/loading.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { accountFailureMessage } from '../../lib/http/error-messages.ts';
import { fetchMyClasses, joinClass, studentKeys } from './student-api.ts';
import './student.css';
import { SubmitButton } from '../../components/ui/button.tsx';

/** /class (student): my classes, and joining one with the code the teacher hands out. */
export function ClassPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const classes = useQuery({ queryKey: studentKeys.classes, queryFn: fetchMyClasses });
  const join = useMutation({
    mutationFn: (value: string) => joinClass(value),
    onSuccess: async (joined) => {
      setCode('');
      setError(undefined);
      toast.success(t('studentClass.joined', { name: joined.cls_name }));
      await queryClient.invalidateQueries({ queryKey: [studentKeys.classes[0]] });
    },
    onError: (failure) => setError(accountFailureMessage(failure, t, 'errors.generic')),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() === '') {
      setError(t('studentClass.codeRequired'));
      return;
    }
    join.mutate(code.trim());
  };
  const title = t('pages.class');
  const rows = classes.data ?? [];

  return (
    <Page className="student-page" title={title}>
      <h2>{t('studentClass.listTitle')}</h2>
      {classes.isPending ? (
        <Loading variant="page" />
      ) : rows.length === 0 ? (
        <p className="muted">{t('studentClass.none')}</p>
      ) : (
        <ul className="class-list" aria-label={t('studentClass.listTitle')}>
          {rows.map((row) => (
            <li key={row.id}>{row.cls_name}</li>
          ))}
        </ul>
      )}
      <h2>{t('studentClass.joinTitle')}</h2>
      <form className="join-class-form" onSubmit={submit} noValidate>
        <TextField
          label={t('studentClass.code')}
          value={code}
          maxLength={16}
          autoComplete="off"
          error={error}
          onChange={setCode}
        />
        <SubmitButton label={t('studentClass.join')} disabled={join.isPending} />
      </form>
    </Page>
  );
}
