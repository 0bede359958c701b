import { useState } from 'react';

/** One call at a time from a form, dialog or button: `busy` while it runs; a failure goes to `onFailure`. */
export function useBusyAction() {
  const [busy, setBusy] = useState(false);
  const run = async (
    work: () => Promise<void>,
    onFailure: (failure: unknown) => void,
  ): Promise<void> => {
    setBusy(true);
    try {
      await work();
    } catch (failure) {
      onFailure(failure);
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
