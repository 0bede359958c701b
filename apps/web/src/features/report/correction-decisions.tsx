import {
  CorrectionKindSchema,
  KIND_LABELS,
  type CorrectionKind,
  type ReportDocument,
  type ReportView,
  type ViewDecision,
} from '@essay/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast.ts';
import { Button, SubmitButton } from '../../components/ui/button.tsx';
import { InlineTextInput } from '../../components/ui/inline-text-input.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { useFields } from '../../components/ui/use-fields.ts';
import { currentLocale } from '../../i18n/i18n.ts';
import { handleApiFailure } from '../../lib/http/handle-api-failure.ts';
import { addCorrection, decideCorrection, removeCorrection, reportKeys } from './report-api.ts';

/** Every change answers the updated report document: the page, print view and PDF follow it. */
function useDocumentMutation<T>(articleId: number, run: (input: T) => Promise<ReportDocument>) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (doc) => {
      toast.success(t('success.update'));
      queryClient.setQueryData(reportKeys.document(articleId), doc);
    },
    onError: handleApiFailure,
  });
}

function DecisionRow({ articleId, item }: { articleId: number; item: ViewDecision }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [suggestion, setSuggestion] = useState(item.teacherSuggestion ?? item.suggestion);
  const decide = useDocumentMutation(
    articleId,
    (input: { decision: 'accept' | 'reject' | 'edit'; suggestion?: string }) =>
      decideCorrection(articleId, item.index, input),
  );
  const shown = item.teacherSuggestion ?? item.suggestion;
  const name = `${item.original} → ${shown}`;
  const actions = [
    { key: 'accept', onClick: () => decide.mutate({ decision: 'accept' }) },
    { key: 'reject', onClick: () => decide.mutate({ decision: 'reject' }) },
    { key: 'edit', onClick: () => setEditing((v) => !v) },
  ] as const;
  return (
    <tr className={`decision decision-${item.decision ?? 'pending'}`}>
      <td>{item.kind}</td>
      <td>
        <del>{item.original}</del> → <ins>{shown}</ins>
        <div className="muted">{item.reason}</div>
      </td>
      <td className="decision-state">
        {t(`report.decisions.state.${item.decision ?? 'pending'}`)}
      </td>
      <td className="decision-actions">
        {actions.map(({ key, onClick }) => (
          <Button
            key={key}
            tone="secondary"
            disabled={decide.isPending}
            aria-label={t(`report.decisions.${key}One`, { name })}
            onClick={onClick}
          >
            {t(`report.decisions.${key}`)}
          </Button>
        ))}
        {editing && (
          <form
            className="decision-edit"
            onSubmit={(event: FormEvent) => {
              event.preventDefault();
              decide.mutate(
                { decision: 'edit', suggestion },
                { onSuccess: () => setEditing(false) },
              );
            }}
          >
            <InlineTextInput
              label={t('report.decisions.editLabel', { original: item.original })}
              value={suggestion}
              maxLength={200}
              onChange={setSuggestion}
            />
            <SubmitButton
              label={t('report.decisions.save')}
              disabled={decide.isPending || suggestion.trim() === ''}
            />
          </form>
        )}
      </td>
    </tr>
  );
}

/** The two texts of a correction the teacher adds: what the essay says, and what it should say. */
const ADDED_TEXTS = ['original', 'suggestion'] as const;

function AddCorrectionForm({ articleId }: { articleId: number }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const texts = useFields({ original: '', suggestion: '' });
  const [kind, setKind] = useState<CorrectionKind>('word_choice');
  const add = useDocumentMutation(articleId, () =>
    addCorrection(articleId, { ...texts.values, kind }),
  );
  return (
    <form
      className="add-correction"
      aria-labelledby="add-correction-title"
      onSubmit={(event) => {
        event.preventDefault();
        add.mutate(undefined, { onSuccess: texts.reset });
      }}
    >
      <h3 id="add-correction-title">{t('report.decisions.add')}</h3>
      <div className="override-fields">
        {ADDED_TEXTS.map((part) => (
          <TextField
            key={part}
            label={t(`report.decisions.${part}`)}
            maxLength={200}
            {...texts.field(part)}
          />
        ))}
        <SelectField
          label={t('report.decisions.kind')}
          value={kind}
          options={CorrectionKindSchema.options.map((k) => ({
            value: k,
            label: KIND_LABELS[k]?.[locale] ?? k,
          }))}
          onChange={setKind}
        />
      </div>
      <SubmitButton
        label={t('report.decisions.addButton')}
        disabled={add.isPending || texts.values.original.trim() === ''}
      />
    </form>
  );
}

function AddedRow({ articleId, item }: { articleId: number; item: ReportView['added'][number] }) {
  const { t } = useTranslation();
  const remove = useDocumentMutation(articleId, () => removeCorrection(articleId, item.id));
  return (
    <li>
      {item.kind}: <del>{item.original}</del> → <ins>{item.suggestion}</ins>{' '}
      <Button
        tone="secondary"
        disabled={remove.isPending}
        aria-label={t('report.decisions.removeOne', {
          name: `${item.original} → ${item.suggestion}`,
        })}
        onClick={() => remove.mutate(undefined)}
      >
        {t('report.decisions.remove')}
      </Button>
    </li>
  );
}

/**
 * The teacher's review of the report's corrections (issue 11 §7): accept, reject or edit each of
 * the engine's, and add their own. The report, its print view and the PDF show the result.
 */
export function CorrectionDecisions({ articleId, view }: { articleId: number; view: ReportView }) {
  const { t } = useTranslation();
  return (
    <section className="correction-decisions no-print" aria-labelledby="decisions-title">
      <h2 id="decisions-title">{t('report.decisions.title')}</h2>
      {view.decisions.length === 0 ? (
        <p className="muted">{t('report.decisions.none')}</p>
      ) : (
        <table className="corrections">
          <tbody>
            {view.decisions.map((item) => (
              <DecisionRow
                key={`${item.index}-${item.decision ?? ''}-${item.teacherSuggestion ?? ''}`}
                articleId={articleId}
                item={item}
              />
            ))}
          </tbody>
        </table>
      )}
      {view.added.length > 0 && (
        <>
          <h3>{t('report.decisions.added')}</h3>
          <ul className="added-corrections">
            {view.added.map((item) => (
              <AddedRow key={item.id} articleId={articleId} item={item} />
            ))}
          </ul>
        </>
      )}
      <AddCorrectionForm articleId={articleId} />
    </section>
  );
}
