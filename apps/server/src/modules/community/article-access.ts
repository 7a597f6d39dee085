/** What every community read shares: page arithmetic, and "a hidden or missing article is the same 404". */
import type { PageQuery } from '@app/contract';
import { notFound } from '../../core/app-error.ts';
import type { Db } from '../../db/database.ts';
import { findArticle, type Paging } from './articles.repository.ts';
import type { ArticleRow } from './community.tables.ts';

export const pagingOf = (page: PageQuery): Paging => ({ offset: (page.page - 1) * page.limit, limit: page.limit });

export async function findVisibleArticle(db: Db, id: number): Promise<ArticleRow> {
  const row = await findArticle(db, id);
  if (!row || row.status !== 'normal') throw notFound('community.article_not_found');
  return row;
}
