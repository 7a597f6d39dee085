/**
 * Every order step (create, pay, cancel, ship, receive) changes balances, stock and the Me tab's counts,
 * which other features read: after one, every query is marked stale, and the visible ones re-read.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '@app/contract';

export function useOrderMutation<I>(send: (input: I) => Promise<Order>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: send, onSettled: () => queryClient.invalidateQueries() });
}
