import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { clearSession } from '../storage.ts';
import { logout } from './auth-api.ts';

/** Ends the session (header menu and profile page): server told if it can be, local state always gone. */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    try {
      await logout();
    } catch (error) {
      // The session ends locally even when the server cannot be told.
      console.error('Logout failed', error);
    }
    clearSession();
    queryClient.clear();
    void navigate('/', { replace: true });
  };
}
