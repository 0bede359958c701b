import { useQuery, useQueryClient } from '@tanstack/react-query';
import { RetentionSettingSchema } from '@essay/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast.ts';
import { TextField } from '../../components/ui/text-field.tsx';
import { useApiAction } from '../../lib/http/use-api-action.ts';
import { RETENTION_KEY, retentionQuery, saveRetention } from './student-data-api.ts';
import { SubmitButton } from '../../components/ui/button.tsx';

/** The school's keeping time: essays, page images and reports go this many school years after a homework's school year. */
export function RetentionForm() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const setting = useQuery(retentionQuery);
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const { busy: saving, run } = useApiAction();
  const value = draft ?? String(setting.data?.retention_years ?? '');

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = RetentionSettingSchema.safeParse({ retention_years: Number(value) });
    if (!parsed.success) {
      setError(t('retention.invalid'));
      return;
    }
    await run(async () => {
      queryClient.setQueryData(RETENTION_KEY, await saveRetention(parsed.data));
      setDraft(null);
      toast.success(t('retention.saved'));
    });
  };

  return (
    <section className="retention-section">
      <h2>{t('retention.title')}</h2>
      <p>{t('retention.explain')}</p>
      <form className="retention-form" onSubmit={(event) => void save(event)} noValidate>
        <TextField
          label={t('retention.years')}
          type="number"
          min={1}
          max={10}
          value={value}
          error={error}
          onChange={(years) => {
            setDraft(years);
            setError(undefined);
          }}
        />
        <SubmitButton label={t('retention.save')} disabled={saving || !setting.data} />
      </form>
    </section>
  );
}
