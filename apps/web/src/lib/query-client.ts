/**
 * TanStack Query defaults. The request layer already shows every failure as a toast (docs/product.md §8), so a
 * retry would repeat the toast; failures are final.
 */
import { QueryClient } from '@tanstack/react-query';
import i18n from 'i18next';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});

// The server answers in the request's language (docs/api.md "Conventions"): category, plan and coin names,
// agreements and messages come back translated, so what is cached is stale once the language changes.
i18n.on('languageChanged', () => void queryClient.invalidateQueries());
