/**
 * docs/api.md "Community": posting, the follow/find feeds, news and notices, article detail with comments,
 * commenting, likes, following, my follows and fans (an extension), and GET /api/article/search.
 * Reading is open to guests (likes and follows then read false); everything else needs a member.
 * Paths and guards only; the rules live in the services.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../core/envelope.ts';
import { get, post } from '../../core/routing.ts';
import { currentMember, optionalMember, requireMember } from '../auth/require-member.ts';
import { listComments, postComment } from './comments.service.ts';
import { communityAdminRoutes } from './community-admin.routes.ts';
import { listFeed, listOfficial, searchArticles, showArticle } from './feed.service.ts';
import { follow, listFollows, unfollow } from './follows.service.ts';
import { voteArticle } from './likes.service.ts';
import { publishPost } from './publish.service.ts';

const tags = ['community'];
const auth = requireMember;
const me = (request: FastifyRequest) => currentMember(request).user.id;
const viewer = async (request: FastifyRequest) => (await optionalMember(request))?.id;

export async function communityRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  post(
    app,
    '/api/article/post',
    {
      tags,
      summary: 'Publish a post: content, optional title, up to 9 uploaded images',
      auth,
    },
    async (request) => ok(request, await publishPost(db, me(request), request.body), 'community.posted'),
  );

  post(
    app,
    '/api/article/getlist',
    {
      tags,
      summary: 'Feed, newest first: `follow` (members I follow; members only) or `find` (everyone)',
    },
    async (request) => ok(request, await listFeed(db, await viewer(request), request.body.tab, request.body)),
  );

  for (const [path, type, summary] of [
    ['/api/article/news', 'news', 'News published by the operators, newest first'],
    ['/api/article/gg', 'notice', 'Notices published by the operators, newest first'],
  ] as const) {
    post(app, path, { tags, summary }, async (request) =>
      ok(request, await listOfficial(db, await viewer(request), type, request.body)),
    );
  }

  post(
    app,
    '/api/article/show',
    {
      tags,
      summary: 'An article with the first page of its comments (404 when hidden or missing)',
    },
    async (request) => ok(request, await showArticle(db, await viewer(request), request.body.id, { page: 1, limit: 20 })),
  );

  post(
    app,
    '/api/article/comments',
    { tags, summary: "An article's comments, newest first, each with its replies" },
    async (request) => ok(request, await listComments(db, request.body.article_id, request.body)),
  );

  post(
    app,
    '/api/article/commentpost',
    {
      tags,
      summary: 'Comment on an article, or reply (`reply_id`) to a comment of the same article',
      auth,
    },
    async (request) => ok(request, await postComment(db, me(request), request.body), 'community.commented'),
  );

  post(
    app,
    '/api/article/votecreate',
    {
      tags,
      summary: 'Like (`like: true`), unlike (`like: false`) or toggle (no `like`)',
      auth,
    },
    async (request) => {
      const result = await voteArticle(db, me(request), request.body);
      return ok(request, result, result.liked ? 'community.liked' : 'community.unliked');
    },
  );

  post(
    app,
    '/api/article/attentioncreate',
    { tags, summary: 'Follow a member (repeating changes nothing)', auth },
    async (request) => ok(request, await follow(db, me(request), request.body.user_id), 'community.followed'),
  );

  post(
    app,
    '/api/article/attentiondelete',
    { tags, summary: 'Stop following a member (repeating changes nothing)', auth },
    async (request) => ok(request, await unfollow(db, me(request), request.body.user_id), 'community.unfollowed'),
  );

  post(app, '/api/article/attention', { tags, summary: 'Members I follow, newest first', auth }, async (request) =>
    ok(request, await listFollows(db, me(request), 'followees', request.body)),
  );

  post(
    app,
    '/api/article/fans',
    {
      tags,
      summary: 'Members who follow me (my fans), newest first, with whether I follow them back',
      auth,
    },
    async (request) => ok(request, await listFollows(db, me(request), 'followers', request.body)),
  );

  get(
    app,
    '/api/article/search',
    {
      tags,
      summary: 'Articles whose title or text contains the keyword, newest first',
    },
    async (request) => ok(request, await searchArticles(db, await viewer(request), request.query)),
  );

  await communityAdminRoutes(app);
}
