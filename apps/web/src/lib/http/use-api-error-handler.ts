import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { UnauthorizedError } from './http-errors.ts';
import { apiFailureAction } from './error-messages.ts';

export const NOT_FOUND_PATH = '/404';

/** The shared handler for product API failures: toast, or the not-found page on 401. */
export function useApiErrorHandler(): (error: unknown) => void {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return useCallback(
    (error: unknown) => {
      if (error instanceof UnauthorizedError) return;
      console.error(error);
      const action = apiFailureAction(error, t);
      if (action.kind === 'not-found') void navigate(NOT_FOUND_PATH, { replace: true });
      else toast.error(action.message);
    },
    [navigate, t],
  );
}
