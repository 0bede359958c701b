import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { accountFailureMessage } from './error-messages.ts';

/**
 * One account-service call at a time from a form or dialog: `busy` while it runs; a failure is
 * logged and shown as a toast in the interface's language (`fallbackKey` when the server gave no
 * message), and handed to `onFailure` for a form that also shows it beside its fields.
 */
export function useAccountAction(fallbackKey?: string) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const run = async (
    work: () => Promise<void>,
    onFailure?: (message: string) => void,
  ): Promise<void> => {
    setBusy(true);
    try {
      await work();
    } catch (failure) {
      console.error(failure);
      const message = accountFailureMessage(failure, t, fallbackKey);
      toast.error(message);
      onFailure?.(message);
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
