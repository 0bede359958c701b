import { useEffect, useState } from 'react';
import { loadToastify, useToastShown } from '../../lib/toast.ts';

/** Spec §9: toasts close after 5000 ms, at most 20 at once. */
export const TOAST_TIMEOUT_MS = 5000;
export const TOAST_LIMIT = 20;

type ToastContainer = Awaited<ReturnType<typeof loadToastify>>['ToastContainer'];

/**
 * The toasts' container, mounted with the first toast (lib/toast.ts). It is rendered once its
 * module is here rather than through lazy() and Suspense: the toast that asked for it waits in
 * react-toastify's queue until it mounts, and no half-rendered container is ever on the page.
 */
export function Toaster() {
  const shown = useToastShown();
  const [loaded, setLoaded] = useState<{ Container: ToastContainer } | null>(null);
  useEffect(() => {
    if (!shown) return;
    let mounted = true;
    void loadToastify().then(({ ToastContainer }) => {
      if (mounted) setLoaded({ Container: ToastContainer });
    });
    return () => {
      mounted = false;
    };
  }, [shown]);
  if (!loaded) return null;
  const { Container } = loaded;
  return (
    <Container position="top-right" autoClose={TOAST_TIMEOUT_MS} limit={TOAST_LIMIT} newestOnTop />
  );
}
