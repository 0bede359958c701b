import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from './ui/loading.tsx';
import { Modal } from './ui/modal.tsx';
import { API_ERRORS_HANDLED } from '../lib/http/handle-api-failure.ts';
import { ApplyDialog } from './apply-dialog.tsx';
import {
  CORRECTION_QUERY_ROOT,
  fetchGradingQuote,
  type GradingTarget,
} from '../lib/grading/grading-api.ts';
import { correctionFailureMessage } from '../lib/grading/grading-messages.ts';
import { ApiHttpError } from '../lib/http/http-errors.ts';

/** What a confirmation asks before a correction starts, and about which essays. */
export interface GradingQuestion {
  title: string;
  /** The question asked above the figures. */
  question: string;
  target: GradingTarget;
}

export interface GradingConfirmProps extends GradingQuestion {
  open: boolean;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Cost before commitment (issue 12): every correct / re-correct confirmation says how many essays,
 * how many are free and how many points, against the balance, from the server's own quote. With
 * too few points the confirmation offers the apply-for-points dialog instead.
 */
export function GradingConfirm(props: GradingConfirmProps) {
  const { open, title, question, target, busy, onConfirm, onCancel } = props;
  const { t } = useTranslation();
  const [applying, setApplying] = useState(false);
  const quote = useQuery({
    queryKey: [CORRECTION_QUERY_ROOT, 'quote', target],
    queryFn: () => fetchGradingQuote(target),
    enabled: open,
    staleTime: 0,
    gcTime: 0,
    retry: false,
    meta: API_ERRORS_HANDLED,
  });
  const data = open ? quote.data : undefined;
  const short = data !== undefined && data.points > data.balance;
  const nothing = data !== undefined && data.essays === 0 && data.waiting === 0;

  let body;
  if (
    quote.isError &&
    quote.error instanceof ApiHttpError &&
    quote.error.code === 'nothing_to_correct'
  )
    body = <p role="status">{t('errors.api.nothing_to_correct')}</p>;
  else if (quote.isError)
    body = (
      <p className="field-error">
        {correctionFailureMessage(quote.error, (k, v) => t(k, v ?? {}))}
      </p>
    );
  else if (!data) body = <Loading variant="page" />;
  else
    body = (
      <div className="grading-quote">
        {nothing && <p role="status">{t('errors.api.nothing_to_correct')}</p>}
        {data.essays > 0 && (
          <p>
            {t('correction.quote.essays', {
              count: data.essays,
              free: data.free,
              points: data.points,
            })}
          </p>
        )}
        {data.uncharged > 0 && <p>{t('correction.quote.uncharged', { count: data.uncharged })}</p>}
        {data.waiting > 0 && <p>{t('correction.waitingForText', { count: data.waiting })}</p>}
        {data.unconfirmed > 0 && !('articleId' in target) && (
          <p>{t('correction.waitingForTranscript', { count: data.unconfirmed })}</p>
        )}
        <p>{t('correction.quote.balance', { count: data.balance })}</p>
        {short && (
          <p className="field-error">
            {t('correction.quote.short', { points: data.points, balance: data.balance })}
          </p>
        )}
      </div>
    );

  return (
    <>
      <Modal
        open={open && !applying}
        title={title}
        onDismiss={busy ? undefined : onCancel}
        footer={
          <>
            <button type="button" className="button secondary" onClick={onCancel} disabled={busy}>
              {t('modal.cancel')}
            </button>
            {short ? (
              <button type="button" className="button primary" onClick={() => setApplying(true)}>
                {t('point.apply')}
              </button>
            ) : (
              <button
                type="button"
                className="button primary"
                onClick={onConfirm}
                disabled={busy || !data || nothing}
              >
                {t('modal.confirm')}
              </button>
            )}
          </>
        }
      >
        <p>{question}</p>
        {body}
      </Modal>
      <ApplyDialog
        open={open && applying}
        onClose={() => setApplying(false)}
        onApplied={() => {
          setApplying(false);
          onCancel();
        }}
      />
    </>
  );
}

/** A correction call as `useMutation` gives it: started without input, pending while it runs. */
export interface GradingCall {
  isPending: boolean;
  mutate: (input: undefined, options: { onSettled: () => void }) => void;
}

/**
 * The confirmation of one way to start a correction (correct all, one-key grade, re-correct):
 * `ask()` opens it; confirming starts `grading`, and it closes once the server has answered.
 * `dialog` is what `GradingConfirm` takes.
 */
export function useGradingConfirm(grading: GradingCall, question: GradingQuestion) {
  const [open, setOpen] = useState(false);
  const dialog: GradingConfirmProps = {
    ...question,
    open,
    busy: grading.isPending,
    onCancel: () => setOpen(false),
    onConfirm: () => grading.mutate(undefined, { onSettled: () => setOpen(false) }),
  };
  return { ask: () => setOpen(true), dialog };
}
