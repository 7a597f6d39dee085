/** This feature's query keys; the member's own lists hang under the shared `user` key so signing out clears them. */
import { queryKeys } from '@/config/query-keys';

export const mapKeys = {
  all: ['map'] as const,
  nearby: (params: object) => ['map', 'nearby', params] as const,
  search: (params: object) => ['map', 'search', params] as const,
  detail: (id: number) => ['map', 'detail', id] as const,
  categories: ['map', 'categories'] as const,
  goods: (shopId: number) => ['map', 'goods', shopId] as const,
  favorites: [...queryKeys.user, 'map', 'favorites'] as const,
  history: [...queryKeys.user, 'map', 'history'] as const,
  mine: [...queryKeys.user, 'map', 'mine'] as const,
};
