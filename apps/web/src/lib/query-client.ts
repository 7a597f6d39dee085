/**
 * TanStack Query defaults. The request layer already shows every failure as a toast (spec §8), so a
 * retry would repeat the toast; failures are final.
 */
import { QueryClient } from '@tanstack/react-query';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});
