import type { Article, TeacherOverride } from '@essay/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast.ts';
import { handleApiFailure } from '../../lib/http/handle-api-failure.ts';
import { reportKeys, saveOverride } from './report-api.ts';
import { toOverride, type OverrideShape } from './report-rules.ts';
import { articleKeys } from '../../lib/queries/article-queries.ts';
import { SubmitButton } from '../../components/ui/button.tsx';

function initialValues(article: Article, shape: OverrideShape): Record<string, string> {
  const values: Record<string, string> = {
    level: article.teacher_override?.level == null ? '' : String(article.teacher_override.level),
  };
  for (const dimension of shape.dimensions) {
    const score = article.teacher_override?.dimensions[dimension.key];
    values[dimension.key] = score === undefined ? '' : String(score);
  }
  return values;
}

/** The teacher's own level and dimension scores, shown in the report as the teacher's. */
export function OverrideForm({ article, shape }: { article: Article; shape: OverrideShape }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [values, setValues] = useState(() => initialValues(article, shape));
  const save = useMutation({
    mutationFn: (override: TeacherOverride) => saveOverride(article.id, override),
    onSuccess: async (updated) => {
      toast.success(t('success.update'));
      queryClient.setQueryData(articleKeys.detail(article.id), updated);
      setValues(initialValues(updated, shape));
      await queryClient.invalidateQueries({ queryKey: reportKeys.document(article.id) });
    },
    onError: handleApiFailure,
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(toOverride(values, shape));
  };
  const set = (key: string, value: string) => setValues((old) => ({ ...old, [key]: value }));
  return (
    <form className="override-form no-print" onSubmit={onSubmit} aria-labelledby="override-title">
      <h2 id="override-title">{t('report.override.title')}</h2>
      <div className="override-fields">
        <div className="field">
          <label htmlFor="override-level">{t('report.override.level')}</label>
          <select
            id="override-level"
            value={values.level ?? ''}
            onChange={(event) => set('level', event.target.value)}
          >
            <option value="">{t('report.override.engineLevel')}</option>
            {Array.from({ length: shape.fullScore + 1 }, (_, level) => (
              <option key={level} value={String(level)}>
                {level}
              </option>
            ))}
          </select>
        </div>
        {shape.dimensions.map((dimension) => (
          <div className="field" key={dimension.key}>
            <label htmlFor={`override-${dimension.key}`}>
              {t('report.override.dimension', { name: dimension.name, max: dimension.maxScore })}
            </label>
            <input
              id={`override-${dimension.key}`}
              type="number"
              min={0}
              max={dimension.maxScore}
              step={1}
              value={values[dimension.key] ?? ''}
              onChange={(event) => set(dimension.key, event.target.value)}
            />
          </div>
        ))}
      </div>
      <div className="report-toolbar">
        <SubmitButton label={t('report.override.save')} disabled={save.isPending} />
        <button
          type="button"
          className="button secondary"
          disabled={save.isPending || article.teacher_override === null}
          onClick={() => save.mutate({ level: null, dimensions: {} })}
        >
          {t('report.override.clear')}
        </button>
      </div>
    </form>
  );
}
