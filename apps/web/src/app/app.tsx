import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { handleApiFailure, handlePageLoadFailure } from '../lib/http/handle-api-failure.ts';
import { createBrowserRouter, RouterProvider } from 'react-router';
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

const router = createBrowserRouter(routes);
registerNavigator((path) => void router.navigate(path));

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
