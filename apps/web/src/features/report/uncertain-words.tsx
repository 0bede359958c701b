import type { ImagePage, Span } from '@essay/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { handleApiFailure } from '../../lib/http/handle-api-failure.ts';
import { confirmWord, reportKeys } from './report-api.ts';
import { articleKeys } from '../../lib/queries/article-queries.ts';
import { InlineTextInput } from '../../components/ui/inline-text-input.tsx';

const CONTEXT = 8;

function UncertainWord({
  articleId,
  page,
  span,
  disabled,
}: {
  articleId: number;
  page: ImagePage;
  span: Span;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const word = page.content.slice(span.start, span.end);
  const [fix, setFix] = useState(word);
  const confirm = useMutation({
    mutationFn: (replacement?: string) => confirmWord(articleId, page.id, span, replacement),
    onSuccess: async (images) => {
      toast.success(t('report.transcript.done'));
      queryClient.setQueryData(reportKeys.images(articleId), images);
      await queryClient.invalidateQueries({ queryKey: articleKeys.detail(articleId) });
    },
    onError: handleApiFailure,
  });
  const busy = disabled || confirm.isPending;
  return (
    <li className="uncertain-word">
      <span className="uncertain-context">
        {page.content.slice(Math.max(0, span.start - CONTEXT), span.start)}
        <mark className="uncertain">{word}</mark>
        {page.content.slice(span.end, span.end + CONTEXT)}
      </span>
      <button
        type="button"
        className="button secondary"
        disabled={busy}
        onClick={() => confirm.mutate(undefined)}
      >
        {t('report.transcript.confirm', { word })}
      </button>
      <InlineTextInput
        label={t('report.transcript.fixLabel', { word })}
        hideLabel
        className="uncertain-fix"
        value={fix}
        maxLength={50}
        onChange={setFix}
        disabled={busy}
      />
      <button
        type="button"
        className="button secondary"
        disabled={busy || fix === word}
        onClick={() => confirm.mutate(fix)}
      >
        {t('report.transcript.fix', { word })}
      </button>
    </li>
  );
}

/**
 * The words the OCR was unsure of on one page (issue 11 §6), marked in their context: the teacher
 * confirms each or types the right text before correcting. Saving the page's edits comes first.
 */
export function UncertainWords({
  articleId,
  page,
  dirty,
}: {
  articleId: number;
  page: ImagePage;
  dirty: boolean;
}) {
  const { t } = useTranslation();
  if (page.uncertain.length === 0) return null;
  return (
    <div className="uncertain-words" role="group" aria-label={t('report.transcript.title')}>
      <p>{t('report.transcript.intro', { count: page.uncertain.length })}</p>
      {dirty && <p className="muted">{t('report.transcript.saveFirst')}</p>}
      <ul>
        {page.uncertain.map((span) => (
          <UncertainWord
            key={`${span.start}-${span.end}-${page.content.length}`}
            articleId={articleId}
            page={page}
            span={span}
            disabled={dirty}
          />
        ))}
      </ul>
    </div>
  );
}
