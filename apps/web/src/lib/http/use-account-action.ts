import { useTranslation } from 'react-i18next';
import { toast } from '../toast.ts';
import { useBusyAction } from '../use-busy-action.ts';
import { accountFailureMessage } from './error-messages.ts';

/**
 * One account-service call at a time: `busy` while it runs; a failure is logged and shown as a
 * toast in the interface's language (`fallbackKey` when the server gave no message), and handed
 * to `onFailure` for a form that also shows it beside its fields.
 */
export function useAccountAction(fallbackKey?: string) {
  const { t } = useTranslation();
  const action = useBusyAction();
  const run = (work: () => Promise<void>, onFailure?: (message: string) => void) =>
    action.run(work, (failure) => {
      console.error(failure);
      const message = accountFailureMessage(failure, t, fallbackKey);
      toast.error(message);
      onFailure?.(message);
    });
  return { busy: action.busy, run };
}
