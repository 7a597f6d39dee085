/**
 * Community rows as the contract's replies (docs/api.md "Community"): articles with their author and the
 * viewer's like and follow, threaded comments, follower lists, and the console's rows.
 */
import {
  COMMUNITY_LIMITS,
  type AdminArticleRow,
  type AdminCommentRow,
  type ArticleAuthor,
  type ArticleItem,
  type CommentItem,
  type CommentReply,
  type FollowMember,
} from '@app/contract';
import type { MemberCard } from '../users/member-names.ts';
import type { FollowEdge } from './follows.repository.ts';
import type { ArticleRow, CommentRow } from './community.tables.ts';

export function imagesOf(row: ArticleRow): string[] {
  try {
    const parsed: unknown = JSON.parse(row.images);
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** A member no longer found still shows as someone, never as a broken entry. */
export function authorOf(cards: Map<number, MemberCard>, id: number): ArticleAuthor {
  const card = cards.get(id);
  return { id, nickname: card?.nickname ?? `#${id}`, avatar: card?.avatar ?? '' };
}

export interface Viewer {
  id?: number;
  liked: Set<number>;
  following: Set<number>;
  authors: Map<number, MemberCard>;
}

export function presentArticle(row: ArticleRow, viewer: Viewer): ArticleItem {
  const authorId = row.user_id === null ? null : Number(row.user_id);
  return {
    id: Number(row.id),
    type: row.type,
    title: row.title,
    content: row.content,
    images: imagesOf(row),
    createtime: Number(row.createtime),
    author: authorId === null ? null : authorOf(viewer.authors, authorId),
    likes: Number(row.likes),
    comments: Number(row.comments),
    liked: viewer.liked.has(Number(row.id)),
    following: authorId !== null && viewer.following.has(authorId),
    is_mine: authorId !== null && authorId === viewer.id,
  };
}

function presentReply(row: CommentRow, cards: Map<number, MemberCard>): CommentReply {
  const replyUser = row.reply_user_id === null ? null : Number(row.reply_user_id);
  return {
    id: Number(row.id),
    article_id: Number(row.article_id),
    content: row.content,
    createtime: Number(row.createtime),
    author: authorOf(cards, Number(row.user_id)),
    reply_id: row.reply_id === null ? null : Number(row.reply_id),
    reply_to: replyUser === null ? null : { id: replyUser, nickname: authorOf(cards, replyUser).nickname },
  };
}

/** Top-level comments with the replies of each thread (the first COMMUNITY_LIMITS.repliesShown). */
export function presentThreads(roots: CommentRow[], replies: CommentRow[], cards: Map<number, MemberCard>): CommentItem[] {
  const byRoot = new Map<number, CommentRow[]>();
  for (const reply of replies) {
    const list = byRoot.get(Number(reply.root_id)) ?? [];
    list.push(reply);
    byRoot.set(Number(reply.root_id), list);
  }
  return roots.map((root) => {
    const thread = byRoot.get(Number(root.id)) ?? [];
    return {
      ...presentReply(root, cards),
      replies: thread.slice(0, COMMUNITY_LIMITS.repliesShown).map((r) => presentReply(r, cards)),
      reply_count: thread.length,
    };
  });
}

/** A single new comment, as commentpost answers it. */
export function presentComment(row: CommentRow, cards: Map<number, MemberCard>): CommentItem {
  return { ...presentReply(row, cards), replies: [], reply_count: 0 };
}

export function presentFollowMember(
  edge: FollowEdge,
  cards: Map<number, MemberCard>,
  relation: { following: boolean; follows_me: boolean },
): FollowMember {
  const card = cards.get(edge.userId);
  return {
    id: edge.userId,
    nickname: card?.nickname ?? `#${edge.userId}`,
    avatar: card?.avatar ?? '',
    bio: card?.bio ?? '',
    ...relation,
    createtime: edge.createtime,
  };
}

export function presentAdminArticle(row: ArticleRow, usernames: Map<number, string>): AdminArticleRow {
  const userId = row.user_id === null ? null : Number(row.user_id);
  return {
    id: Number(row.id),
    type: row.type,
    title: row.title,
    content: row.content,
    images: imagesOf(row),
    user_id: userId,
    username: userId === null ? '' : (usernames.get(userId) ?? ''),
    likes: Number(row.likes),
    comments: Number(row.comments),
    status: row.status,
    hide_reason: row.hide_reason,
    createtime: Number(row.createtime),
  };
}

/** What names an article in a list of comments: its title, or the start of its text. */
export function articleLabel(row: ArticleRow | undefined): string {
  if (!row) return '';
  return row.title || (row.content.length > 40 ? `${row.content.slice(0, 40)}…` : row.content);
}

export function presentAdminComment(row: CommentRow, usernames: Map<number, string>, articleTitle: string): AdminCommentRow {
  return {
    id: Number(row.id),
    article_id: Number(row.article_id),
    article_title: articleTitle,
    user_id: Number(row.user_id),
    username: usernames.get(Number(row.user_id)) ?? '',
    content: row.content,
    reply_id: row.reply_id === null ? null : Number(row.reply_id),
    status: row.status,
    hide_reason: row.hide_reason,
    createtime: Number(row.createtime),
  };
}
