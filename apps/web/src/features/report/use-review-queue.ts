import type { ImagePage } from '@essay/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { handleApiFailure } from '../../lib/http/handle-api-failure.ts';
import { articleKeys } from '../../lib/queries/article-queries.ts';
import { toast } from '../../lib/toast.ts';
import { confirmWord, reportKeys } from './report-api.ts';
import {
  answered,
  changedElsewhere,
  enqueue,
  failed,
  nextToSend,
  reviewView,
  startReview,
  viewWords,
  type Decision,
  type ReviewState,
} from './review-queue.ts';

/** What identifies the pages' words: their text and doubtful spans, page by page. */
const signature = (pages: readonly ImagePage[]) =>
  JSON.stringify(pages.map((p) => [p.id, p.content, p.uncertain]));

/**
 * The review's decisions, sent one at a time in the order the teacher made them (review-queue.ts).
 * A decision refused by the server gives its text back to its field (`onGiveBack`); one whose
 * page changed elsewhere is named in a toast, never sent to another word.
 */
export function useReviewQueue(
  articleId: number,
  pages: ImagePage[],
  onGiveBack: (lost: Decision[]) => void,
) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // The state lives in a ref, changed synchronously: a key typed right after Enter already sees
  // the decision Enter made. `version` re-renders.
  const state = useRef<ReviewState | null>(null);
  state.current ??= startReview(pages);
  const [version, setVersion] = useState(0);
  const update = (next: ReviewState) => {
    state.current = next;
    setVersion((v) => v + 1);
  };
  const inFlight = useRef(false);
  const pagesSignature = signature(pages);

  const tellLost = (lost: Decision[]) => {
    if (lost.length > 0) toast.error(t('report.review.pageChanged', { count: lost.length }));
  };

  // The pages changed by something other than this review's own answers (the page's text saved,
  // pages reordered): words keep their ids where their page's words did not move. `pages` is a
  // new array each render; its signature says when it really changed. While a decision is on its
  // way, the server's answer will carry any such change.
  const answers = useRef(new Set<string>());
  useEffect(() => {
    const current = state.current!;
    if (inFlight.current || answers.current.has(pagesSignature)) return;
    if (signature(current.base) === pagesSignature) return;
    const next = changedElsewhere(current, pages);
    update(next.state);
    tellLost(next.lost);
  }, [pagesSignature]);

  useEffect(() => {
    const current = state.current!;
    if (inFlight.current || current.queue.length === 0) return;
    const send = nextToSend(current);
    if (!send) {
      update({ ...current, queue: current.queue.slice(1) });
      return;
    }
    inFlight.current = true;
    const { decision, span } = send;
    confirmWord(articleId, decision.pageId, span, decision.replacement).then(
      (next) => {
        const after = answered(state.current!, next);
        inFlight.current = false;
        answers.current.add(signature(next));
        update(after.state);
        tellLost(after.lost);
        queryClient.setQueryData(reportKeys.images(articleId), next);
        if (after.state.queue.length === 0) {
          void queryClient.invalidateQueries({ queryKey: articleKeys.detail(articleId) });
          if (viewWords(after.state).length === 0) toast.success(t('report.review.allChecked'));
        }
      },
      (error: unknown) => {
        const after = failed(state.current!);
        inFlight.current = false;
        update(after.state);
        onGiveBack(after.lost);
        handleApiFailure(error);
      },
    );
    // Only a new version can bring a new decision to send.
  }, [version]);

  // Leaving with decisions not yet saved asks first.
  const waiting = state.current.queue.length > 0;
  useEffect(() => {
    if (!waiting) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [waiting]);

  return {
    ...reviewView(state.current),
    waiting,
    decide: (decision: Decision) => update(enqueue(state.current!, decision)),
  };
}
