import { ToastContainer } from 'react-toastify';

/** Spec §9: toasts close after 5000 ms, at most 20 at once. */
export const TOAST_TIMEOUT_MS = 5000;
export const TOAST_LIMIT = 20;

export function Toaster() {
  return (
    <ToastContainer
      position="top-right"
      autoClose={TOAST_TIMEOUT_MS}
      limit={TOAST_LIMIT}
      newestOnTop
    />
  );
}
