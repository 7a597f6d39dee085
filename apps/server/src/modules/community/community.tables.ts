/** Kysely table types of the community module (migration 0010_community). */
import type { Generated, Selectable } from 'kysely';

export interface ArticlesTable {
  id: Generated<number>;
  type: 'post' | 'news' | 'notice';
  user_id: number | null;
  admin_id: number | null;
  title: Generated<string>;
  content: string;
  /** JSON array of /uploads/ paths */
  images: Generated<string>;
  likes: Generated<number>;
  comments: Generated<number>;
  status: Generated<'normal' | 'hidden'>;
  hide_reason: Generated<string>;
  createtime: number;
  updatetime: number;
}

export interface ArticleCommentsTable {
  id: Generated<number>;
  article_id: number;
  user_id: number;
  /** the top-level comment of the thread; null for a top-level comment */
  root_id: number | null;
  /** the comment answered; null for a top-level comment */
  reply_id: number | null;
  reply_user_id: number | null;
  content: string;
  status: Generated<'normal' | 'hidden'>;
  hide_reason: Generated<string>;
  createtime: number;
}

export interface ArticleLikesTable {
  article_id: number;
  user_id: number;
  createtime: number;
}

export interface MemberFollowsTable {
  follower_id: number;
  followee_id: number;
  createtime: number;
}

export type ArticleRow = Selectable<ArticlesTable>;
export type CommentRow = Selectable<ArticleCommentsTable>;
