import type { Role } from '@essay/contracts';
import type { ReactNode } from 'react';
import { Loading } from '../components/ui/loading.tsx';
import { useCurrentUser } from '../lib/auth/use-current-user.ts';
import { Page404 } from '../features/not-found/page-404.tsx';

/** A role list on a route admits only those roles; anyone else sees the not-found page. */
export function RequireRole({ roles, children }: { roles: readonly Role[]; children: ReactNode }) {
  const { role, loading } = useCurrentUser();
  if (loading) return <Loading variant="page" />;
  if (!role || !roles.includes(role)) return <Page404 />;
  return children;
}
