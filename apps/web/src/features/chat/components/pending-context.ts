/**
 * The card a conversation was opened with (components/message-button.tsx): its type and id from the
 * address, the rest as the opening screen showed it. Opened from a link or after logging in, only the
 * type and id are known; the card then says what it is and the server fills in the rest on send.
 */
import { CHAT_CONTEXT_TYPES, type ChatContext, type ChatContextType } from '@app/contract';
import { useState } from 'react';
import { useLocation, useSearchParams } from '@/lib/router';
import type { ChatOpenState } from '@/components/message-button';

export function contextFromQuery(params: URLSearchParams, state: unknown): ChatContext | undefined {
  const type = params.get('context') as ChatContextType | null;
  const id = Number(params.get('context_id'));
  if (!type || !CHAT_CONTEXT_TYPES.includes(type) || !Number.isInteger(id) || id <= 0) return undefined;
  const shown = (state as ChatOpenState | null)?.chatCard;
  return shown && shown.type === type && shown.id === id ? shown : { type, id, title: '', image: '' };
}

/** The card waiting for the first message; `take` hands it to that message and clears it from the address. */
export function usePendingContext() {
  const [params, setParams] = useSearchParams();
  const { state } = useLocation();
  const [card, setCard] = useState(() => contextFromQuery(params, state));
  const clear = () => {
    setCard(undefined);
    if (params.has('context')) {
      const next = new URLSearchParams(params);
      next.delete('context');
      next.delete('context_id');
      setParams(next, { replace: true });
    }
  };
  const take = () => {
    const taken = card;
    if (taken) clear();
    return taken;
  };
  return { card, clear, take };
}
