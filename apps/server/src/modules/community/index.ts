/**
 * What other modules may use of community (docs/architecture.md "Server module shape": modules talk through
 * each other's index and services, never their tables). Reports (docs/api.md "Chat in context") read a post
 * as the operator sees it and hide it from members.
 */
import { clock } from '../../core/clock.ts';
import type { Db } from '../../db/database.ts';
import { findArticle, setArticleStatus } from './articles.repository.ts';
import { imagesOf } from './community.presenter.ts';
import { followedAmong, listFolloweeIds } from './follows.repository.ts';

export interface ArticleSummary {
  id: number;
  /** the member who posted it; null for news and notices published by operators */
  user_id: number | null;
  title: string;
  content: string;
  images: string[];
  hidden: boolean;
}

/** Any article, shown or hidden; undefined when there is none. */
export async function articleSummary(db: Db, id: number): Promise<ArticleSummary | undefined> {
  const row = await findArticle(db, id);
  if (!row) return undefined;
  return {
    id: Number(row.id),
    user_id: row.user_id === null ? null : Number(row.user_id),
    title: row.title,
    content: row.content,
    images: imagesOf(row),
    hidden: row.status === 'hidden',
  };
}

/** Hides an article from members with the reason its author sees; false when it was hidden already. */
export function hideArticle(db: Db, id: number, reason: string): Promise<boolean> {
  return setArticleStatus(db, id, 'hidden', reason, clock.now());
}

/**
 * The members `followerId` follows, among `userIds` (or all of them without a list): labels' followers-only
 * personal labels (docs/api.md "Personal label privacy") are shown to these followers only.
 */
export async function followeesOf(db: Db, followerId: number, userIds?: number[]): Promise<number[]> {
  if (userIds) return [...(await followedAmong(db, followerId, userIds))];
  return listFolloweeIds(db, followerId);
}
