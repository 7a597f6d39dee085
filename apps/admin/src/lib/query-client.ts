/**
 * Server state for the console. Failed queries and mutations show the server's message once; a 401 has
 * already sent the operator back to login, so it is not shown again. Screens that show a refusal in place
 * (beside a field, instead of a table) opt out with `meta: { inlineErrors: true }`.
 */
import i18n from 'i18next';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api.ts';
import { notify } from './notify.ts';

function report(error: unknown): void {
  if (error instanceof ApiError && error.code === 401) return;
  notify.error(error instanceof Error ? error.message : i18n.t('common.failed'));
}

export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error, query) => {
      if (!query.meta?.inlineErrors) report(error);
    },
  }),
  mutationCache: new MutationCache({
    onError: (error, _vars, _ctx, mutation) => {
      if (!mutation.meta?.inlineErrors) report(error);
    },
  }),
  defaultOptions: {
    queries: {
      retry: (count, error) => !(error instanceof ApiError && error.code !== -1) && count < 2,
      refetchOnWindowFocus: false,
    },
  },
});
