/**
 * The community feed's limits and word lists (docs/api.md "Community"), apart from its schemas (../community.ts)
 * so a screen that only reads a limit does not evaluate every schema, nor load zod, before it can draw.
 */
export const COMMUNITY_LIMITS = {
  titleMax: 100,
  contentMax: 5000,
  imagesMax: 9,
  commentMax: 500,
  keywordMax: 50,
  /** replies shown under each top-level comment */
  repliesShown: 50,
  reasonMax: 500,
} as const;

export const ARTICLE_TYPES = ['post', 'news', 'notice'] as const;
export type ArticleType = (typeof ARTICLE_TYPES)[number];
export const FEED_TABS = ['follow', 'find'] as const;
export type FeedTab = (typeof FEED_TABS)[number];
export const CONTENT_STATUSES = ['normal', 'hidden'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];
