/**
 * Community tables (docs/api.md "Community"): articles (member posts, operator news and notices), their
 * comments and likes, and who follows whom. Counters on `articles` are kept by the community module
 * under a lock on the article row, so they always equal the rows they count.
 */
import { sql, type Kysely } from 'kysely';
import { bigint, dialectOf, notNullDefault, withId } from '../dialect.ts';

export async function up(db: Kysely<any>): Promise<void> {
  const d = dialectOf(db);

  await withId(db.schema.createTable('articles'), d)
    .addColumn('type', 'varchar(10)', (c) => c.notNull())
    .addColumn('user_id', bigint, (c) => c.references('users.id'))
    .addColumn('admin_id', bigint, (c) => c.references('admins.id'))
    .addColumn('title', 'varchar(100)', notNullDefault(''))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('images', 'text', notNullDefault('[]'))
    .addColumn('likes', 'integer', notNullDefault(0))
    .addColumn('comments', 'integer', notNullDefault(0))
    .addColumn('status', 'varchar(10)', notNullDefault('normal'))
    .addColumn('hide_reason', 'varchar(500)', notNullDefault(''))
    .addColumn('createtime', bigint, (c) => c.notNull())
    .addColumn('updatetime', bigint, (c) => c.notNull())
    .addCheckConstraint('articles_type_chk', sql`type in ('post', 'news', 'notice')`)
    .addCheckConstraint('articles_status_chk', sql`status in ('normal', 'hidden')`)
    .addCheckConstraint('articles_author_chk', sql`(type = 'post') = (user_id is not null)`)
    .addCheckConstraint('articles_counts_chk', sql`likes >= 0 and comments >= 0`)
    .execute();
  await db.schema.createIndex('articles_feed_idx').on('articles').columns(['type', 'status', 'createtime', 'id']).execute();
  await db.schema.createIndex('articles_user_idx').on('articles').columns(['user_id', 'createtime', 'id']).execute();

  await withId(db.schema.createTable('article_comments'), d)
    .addColumn('article_id', bigint, (c) => c.notNull().references('articles.id'))
    .addColumn('user_id', bigint, (c) => c.notNull().references('users.id'))
    .addColumn('root_id', bigint, (c) => c.references('article_comments.id'))
    .addColumn('reply_id', bigint, (c) => c.references('article_comments.id'))
    .addColumn('reply_user_id', bigint, (c) => c.references('users.id'))
    .addColumn('content', 'varchar(500)', (c) => c.notNull())
    .addColumn('status', 'varchar(10)', notNullDefault('normal'))
    .addColumn('hide_reason', 'varchar(500)', notNullDefault(''))
    .addColumn('createtime', bigint, (c) => c.notNull())
    .addCheckConstraint('article_comments_status_chk', sql`status in ('normal', 'hidden')`)
    .execute();
  await db.schema
    .createIndex('article_comments_thread_idx')
    .on('article_comments')
    .columns(['article_id', 'root_id', 'status', 'id'])
    .execute();
  await db.schema.createIndex('article_comments_root_idx').on('article_comments').columns(['root_id', 'id']).execute();

  // One like per member and article: a second insert does nothing, so double taps cannot count twice.
  await db.schema
    .createTable('article_likes')
    .addColumn('article_id', bigint, (c) => c.notNull().references('articles.id'))
    .addColumn('user_id', bigint, (c) => c.notNull().references('users.id'))
    .addColumn('createtime', bigint, (c) => c.notNull())
    .addPrimaryKeyConstraint('article_likes_pk', ['article_id', 'user_id'])
    .execute();
  await db.schema.createIndex('article_likes_user_idx').on('article_likes').columns(['user_id', 'article_id']).execute();

  await db.schema
    .createTable('member_follows')
    .addColumn('follower_id', bigint, (c) => c.notNull().references('users.id'))
    .addColumn('followee_id', bigint, (c) => c.notNull().references('users.id'))
    .addColumn('createtime', bigint, (c) => c.notNull())
    .addPrimaryKeyConstraint('member_follows_pk', ['follower_id', 'followee_id'])
    .addCheckConstraint('member_follows_self_chk', sql`follower_id <> followee_id`)
    .execute();
  await db.schema
    .createIndex('member_follows_followee_idx')
    .on('member_follows')
    .columns(['followee_id', 'createtime', 'follower_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['member_follows', 'article_likes', 'article_comments', 'articles']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
