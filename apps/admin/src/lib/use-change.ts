/**
 * A console change (hide, confirm, save…): on success a toast in the console language and a refresh of
 * the lists it affects and of the audit log, which records every admin action (docs/api.md "Admin"). A refusal
 * is reported once by the query cache (query-client.ts).
 */
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { queryKeys } from '@/config/query-keys.ts';
import { notify } from './notify.ts';

export function useConsoleChange<I, R>(fn: (input: I) => Promise<R>, done: (result: R) => string, refresh: QueryKey[]) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (result) => {
      notify.success(done(result));
      for (const queryKey of [...refresh, queryKeys.audit]) void client.invalidateQueries({ queryKey });
    },
  });
}
