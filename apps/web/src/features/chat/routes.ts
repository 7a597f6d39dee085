/** The chat feature's screens (docs/api.md "Chat"): the messages list of docs/product.md §2 and a conversation. */
import { lazy } from 'react';
import { paths } from '@/config/paths';
import type { FeatureRoute } from '@/lib/feature-route';

export const chatRoutes: FeatureRoute[] = [
  { path: paths.chatList, page: lazy(() => import('./pages/chat-list')), auth: true },
  { path: paths.chat, page: lazy(() => import('./pages/conversation')), auth: true },
];
