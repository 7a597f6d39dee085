/**
 * Community feed: docs/api.md "Community" (posts, follow/find feeds, news and notices, comments, likes,
 * following) and its console side (publishing news and notices, moderating posts and comments).
 * Extensions, documented in the OpenAPI: /api/article/fans (my fans), `type` and `author` on articles,
 * `comment_list` on /api/article/show, threaded comments (`replies`, `reply_to`) and an optional `like`
 * on votecreate that sets the state instead of toggling, so a double tap cannot undo itself.
 */
import { z } from 'zod';
import { listPage, pageQuery } from './envelope.ts';
import { wholeNumber } from './fields.ts';
import { UPLOAD_PATH_PATTERN } from './images.ts';
import { textField } from './text.ts';
import { ARTICLE_TYPES, COMMUNITY_LIMITS, CONTENT_STATUSES, FEED_TABS } from './rules/community.ts';

export * from './rules/community.ts';

const positiveId = (message: string) => wholeNumber(z.number(message).int(message).positive(message), message, message);
const articleIdField = positiveId('community.article_not_found');
const memberIdField = positiveId('community.user_not_found');

/**
 * A stored upload path, as /api/common/upload returns it: the one pattern of every image field
 * (images.ts), whose segments cannot be empty or start with a dot, so `..` never climbs out of /uploads/.
 */
const articleImage = z
  .string('community.image_invalid')
  .trim()
  .max(300, 'community.image_invalid')
  .regex(UPLOAD_PATH_PATTERN, 'community.image_invalid');

const titleField = textField({ max: COMMUNITY_LIMITS.titleMax, tooLong: 'community.title_too_long' });
const contentField = textField({
  max: COMMUNITY_LIMITS.contentMax,
  required: 'community.content_required',
  tooLong: 'community.content_too_long',
});
const imagesField = z.array(articleImage, 'community.image_invalid').max(COMMUNITY_LIMITS.imagesMax, 'community.too_many_images');

export const articlePostBody = z.object({
  title: titleField.optional().default(''),
  content: contentField,
  images: imagesField.optional().default([]),
});
export type ArticlePostBody = z.infer<typeof articlePostBody>;

export const articleAuthor = z.object({ id: z.number().int(), nickname: z.string(), avatar: z.string() });
export type ArticleAuthor = z.infer<typeof articleAuthor>;

export const articleItem = z.object({
  id: z.number().int(),
  type: z.enum(ARTICLE_TYPES).describe('post: by a member; news and notice: published by the operators'),
  title: z.string(),
  content: z.string(),
  images: z.array(z.string()),
  createtime: z.number().int(),
  author: articleAuthor.nullable().describe('null for news and notices (the platform speaks)'),
  likes: z.number().int(),
  comments: z.number().int().describe('visible comments and replies'),
  liked: z.boolean().describe('the signed-in member likes it (false for guests)'),
  following: z.boolean().describe('the signed-in member follows the author (false for guests)'),
  is_mine: z.boolean(),
});
export type ArticleItem = z.infer<typeof articleItem>;
export const articlePage = listPage(articleItem);

export const articleListBody = pageQuery.extend({ tab: z.enum(FEED_TABS, 'community.tab_invalid').default('find') });
export const articlePageBody = pageQuery;
export const articleSearchQuery = pageQuery.extend({
  keyword: z
    .string('community.keyword_required')
    .trim()
    .min(1, 'community.keyword_required')
    .max(COMMUNITY_LIMITS.keywordMax, 'community.keyword_too_long'),
});

const commentBase = z.object({
  id: z.number().int(),
  article_id: z.number().int(),
  content: z.string(),
  createtime: z.number().int(),
  author: articleAuthor,
  reply_id: z.number().int().nullable().describe('the comment this one answers'),
  reply_to: z.object({ id: z.number().int(), nickname: z.string() }).nullable().describe('author of that comment'),
});
export const commentItem = commentBase.extend({
  replies: z.array(commentBase).describe('answers in this thread, oldest first (only on top-level comments)'),
  reply_count: z.number().int(),
});
export type CommentReply = z.infer<typeof commentBase>;
export type CommentItem = z.infer<typeof commentItem>;
export const commentPage = listPage(commentItem);

export const articleShowBody = z.object({ id: articleIdField });
export const articleDetail = articleItem.extend({
  comment_list: commentPage.describe('first page of top-level comments, newest first'),
});
export type ArticleDetail = z.infer<typeof articleDetail>;

export const commentsBody = pageQuery.extend({ article_id: articleIdField });
export const commentPostBody = z.object({
  article_id: articleIdField,
  content: textField({
    max: COMMUNITY_LIMITS.commentMax,
    required: 'community.comment_required',
    tooLong: 'community.comment_too_long',
  }),
  reply_id: z.preprocess(
    (v) => (v === '' || v === 0 || v === null ? undefined : v),
    positiveId('community.comment_not_found').optional(),
  ),
});
export type CommentPostBody = z.infer<typeof commentPostBody>;

export const voteBody = z.object({
  article_id: articleIdField,
  like: z.boolean('community.like_invalid').optional().describe('true likes, false unlikes; absent toggles'),
});
export const voteReply = z.object({ liked: z.boolean(), likes: z.number().int() });
export type VoteReply = z.infer<typeof voteReply>;

export const attentionBody = z.object({ user_id: memberIdField });
export const attentionReply = z.object({ following: z.boolean() });

export const followMember = z.object({
  id: z.number().int(),
  nickname: z.string(),
  avatar: z.string(),
  bio: z.string(),
  following: z.boolean().describe('I follow them'),
  follows_me: z.boolean().describe('they follow me'),
  createtime: z.number().int().describe('when the follow began'),
});
export type FollowMember = z.infer<typeof followMember>;
export const followPage = listPage(followMember);

/* ---------- console ---------- */

export const adminArticlePublishBody = z.object({
  type: z.enum(['news', 'notice'], 'community.type_invalid'),
  title: titleField.min(1, 'community.title_required'),
  content: contentField,
  images: imagesField.optional().default([]),
});
export type AdminArticlePublishBody = z.infer<typeof adminArticlePublishBody>;

export const adminArticleListBody = pageQuery.extend({
  type: z.enum(ARTICLE_TYPES, 'community.type_invalid').optional(),
  status: z.enum(CONTENT_STATUSES, 'community.status_invalid').optional(),
  keyword: z.string().trim().max(COMMUNITY_LIMITS.keywordMax, 'community.keyword_too_long').optional(),
});
export const adminArticleRow = z.object({
  id: z.number().int(),
  type: z.enum(ARTICLE_TYPES),
  title: z.string(),
  content: z.string(),
  images: z.array(z.string()),
  user_id: z.number().int().nullable(),
  username: z.string().describe("the author's username ('' for news and notices)"),
  likes: z.number().int(),
  comments: z.number().int(),
  status: z.enum(CONTENT_STATUSES),
  hide_reason: z.string(),
  createtime: z.number().int(),
});
export type AdminArticleRow = z.infer<typeof adminArticleRow>;
export const adminArticlePage = listPage(adminArticleRow);

export const adminCommentListBody = pageQuery.extend({
  article_id: positiveId('community.article_not_found').optional(),
  status: z.enum(CONTENT_STATUSES, 'community.status_invalid').optional(),
  keyword: z.string().trim().max(COMMUNITY_LIMITS.keywordMax, 'community.keyword_too_long').optional(),
});
export const adminCommentRow = z.object({
  id: z.number().int(),
  article_id: z.number().int(),
  article_title: z.string().describe('title, or the start of the content'),
  user_id: z.number().int(),
  username: z.string(),
  content: z.string(),
  reply_id: z.number().int().nullable(),
  status: z.enum(CONTENT_STATUSES),
  hide_reason: z.string(),
  createtime: z.number().int(),
});
export type AdminCommentRow = z.infer<typeof adminCommentRow>;
export const adminCommentPage = listPage(adminCommentRow);

/** Hiding needs a reason the operator can be held to; showing again does not. */
export const adminModerateBody = z
  .object({
    id: positiveId('community.not_found'),
    hidden: z.boolean('community.hidden_invalid'),
    reason: z.string().trim().max(COMMUNITY_LIMITS.reasonMax, 'community.reason_too_long').optional().default(''),
  })
  .refine((b) => !b.hidden || b.reason.length > 0, { message: 'community.reason_required', path: ['reason'] });
export type AdminModerateBody = z.infer<typeof adminModerateBody>;
export const adminModerateReply = z.object({ id: z.number().int(), status: z.enum(CONTENT_STATUSES), hide_reason: z.string() });
