/**
 * "Message" on a shop, goods, a member, a shop order or a P2P order (docs/api.md "Chat in context"): opens
 * the conversation with that member; for goods, a shop or an order it brings the card along, shown above
 * the composer and sent with the first message so both sides see what the chat is about. A guest logs in
 * first and comes back to the conversation (or, when only the shop is known, to the screen it was on). Not
 * shown on one's own things: nobody messages themselves.
 */
import type { ChatContext } from '@app/contract';
import { Button } from 'antd-mobile';
import { MessageOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { useLocation, useNavigate } from '@/lib/router';
import { loginWithRedirect, paths } from '@/config/paths';
import { request } from '@/lib/request';
import { useProfile } from '@/lib/session';

/** What the conversation screen reads from the navigation: the card as the opening screen showed it. */
export interface ChatOpenState {
  chatCard?: ChatContext;
}

/** `/my/chat?to_id=…&context=goods&context_id=…`: the type and id survive a reload or a detour to login. */
export function conversationPath(toId: number, context?: Pick<ChatContext, 'type' | 'id'>): string {
  const query = new URLSearchParams({ to_id: String(toId) });
  if (context) {
    query.set('context', context.type);
    query.set('context_id', String(context.id));
  }
  return `${paths.chat}?${query.toString()}`;
}

/** The member to message: by id, or a shop's merchant, looked up when tapped (an order names the shop only). */
export type MessageTarget = { toId: number; shopId?: never } | { shopId: number; toId?: never };

type MessageButtonProps = MessageTarget & {
  context?: ChatContext;
  testId?: string;
  size?: 'mini' | 'small' | 'middle';
  block?: boolean;
};

async function memberOf(target: MessageTarget): Promise<number> {
  if (target.toId) return target.toId;
  const shop = await request('/api/lable/detail', { id: target.shopId! });
  return shop.user_id;
}

export function MessageButton({ context, testId = 'message-button', size = 'small', block, ...target }: MessageButtonProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const profile = useProfile();
  const [opening, setOpening] = useState(false);
  if (!(target.toId || target.shopId) || (target.toId && profile?.id === target.toId)) return null;
  const open = async () => {
    if (!profile?.token) {
      navigate(loginWithRedirect(target.toId ? conversationPath(target.toId, context) : pathname + search));
      return;
    }
    setOpening(true);
    const toId = await memberOf(target).catch(() => 0); // request() has said why the shop could not be read
    setOpening(false);
    if (toId && toId !== profile.id) {
      navigate(conversationPath(toId, context), { state: context ? ({ chatCard: context } satisfies ChatOpenState) : undefined });
    }
  };
  return (
    <Button
      size={size}
      block={block}
      fill="outline"
      color="primary"
      loading={opening}
      data-testid={testId}
      onClick={(event) => {
        // On a card that opens something itself (an order in a list), the button only starts the chat.
        event.stopPropagation();
        void open();
      }}
    >
      <MessageOutline aria-hidden /> {t('chat.message_button')}
    </Button>
  );
}
