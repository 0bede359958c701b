import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { handleApiFailure, handlePageLoadFailure } from '../lib/http/handle-api-failure.ts';
import { useEffect } from 'react';
import { BrowserRouter, useNavigate, useRoutes } from 'react-router';
import { registerNavigator } from '../lib/navigation.ts';
import { routes } from './routes.tsx';

// Queries and mutations that opt in through meta get the shared product-API failure handling.
const queryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error, query) => {
      if (query.meta?.handleApiErrors === true) handlePageLoadFailure(error);
    },
  }),
  mutationCache: new MutationCache({
    onError: (error, _variables, _context, mutation) => {
      if (mutation.meta?.handleApiErrors === true) handleApiFailure(error);
    },
  }),
  defaultOptions: {
    // Failures surface at once: the spec's handlers decide what the user sees.
    queries: { retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

/**
 * The route table in a declarative router: the app loads no data through the router, so the data
 * router's code (about a third of react-router) stays out of every page (issue 30).
 */
function AppRoutes() {
  const navigate = useNavigate();
  useEffect(() => registerNavigator((path) => void navigate(path)), [navigate]);
  return useRoutes(routes);
}

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </QueryClientProvider>
  );
}
