/** One page of a list reply (docs/api.md "Conventions": total, per_page, current_page, last_page, data). */
import type { ListPage } from '@app/contract';

export function toPage<T>(data: T[], total: number, query: { page: number; limit: number }): ListPage<T> {
  return {
    total,
    per_page: query.limit,
    current_page: query.page,
    last_page: Math.max(1, Math.ceil(total / query.limit)),
    data,
  };
}
