/**
 * A coin as people read it: its display name from /api/common/init (docs/api.md "Common" `coins`, named by
 * the operator per language), so the platform coin shows as its name, not as its code `COIN`. The code
 * stands in until the init reply is there.
 */
import type { Coin } from '@app/contract';
import { useCallback } from 'react';
import { useInit } from './app-init';

export function useCoinName(): (coin: Coin) => string {
  const init = useInit();
  const coins = init.data?.coins;
  return useCallback((coin) => coins?.find((c) => c.coin === coin)?.name || coin, [coins]);
}
