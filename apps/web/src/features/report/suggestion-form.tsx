import type { Article } from '@essay/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toastApiFailure } from '../../lib/http/handle-api-failure.ts';
import { saveSuggestion } from './report-api.ts';
import { isBlankSuggestion } from './report-rules.ts';
import { useArticleSave } from '../../lib/queries/use-article-save.ts';
import { SubmitButton } from '../../components/ui/button.tsx';
import { TextAreaField } from '../../components/ui/text-area-field.tsx';

/** The teacher suggestion of spec §2; a non-2xx answer is 'Update Failed' (spec §8). */
export function SuggestionForm({ article }: { article: Article }) {
  const { t } = useTranslation();
  const [text, setText] = useState(article.teacher_suggestion);
  const save = useArticleSave(article.id, saveSuggestion, {
    onError: (error) => toastApiFailure(error, t('errors.updateFailed')),
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (isBlankSuggestion(text)) return;
    save.mutate(text);
  };
  return (
    <form className="suggestion-form no-print" onSubmit={onSubmit}>
      <TextAreaField
        label={t('report.suggestion.label')}
        rows={4}
        maxLength={5000}
        value={text}
        onChange={setText}
      />
      <SubmitButton label={t('report.suggestion.save')} disabled={save.isPending} />
    </form>
  );
}
