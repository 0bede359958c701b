import { lazy, Suspense } from 'react';
import { loadToastify, useToastShown } from '../../lib/toast.ts';

/** Spec §9: toasts close after 5000 ms, at most 20 at once. */
export const TOAST_TIMEOUT_MS = 5000;
export const TOAST_LIMIT = 20;

const ToastContainer = lazy(async () => ({ default: (await loadToastify()).ToastContainer }));

/** The toasts' container, mounted with the first toast (lib/toast.ts). */
export function Toaster() {
  if (!useToastShown()) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer
        position="top-right"
        autoClose={TOAST_TIMEOUT_MS}
        limit={TOAST_LIMIT}
        newestOnTop
      />
    </Suspense>
  );
}
