import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { registerNavigator } from '../lib/navigation.ts';
import { routes } from './routes.tsx';

const queryClient = new QueryClient({
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
