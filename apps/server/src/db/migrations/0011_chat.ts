/**
 * Chat (docs/api.md "Chat", docs/product.md §3 "Chat message"): every message kept, so a recipient who is offline gets it
 * on the next connect, and one conversation row per member and peer holding the last message and the
 * member's unread count, so the messages list (my/chatlist) is one indexed read.
 */
import { sql, type Kysely } from 'kysely';
import { bigint, dialectOf, notNullDefault, withId } from '../dialect.ts';

export async function up(db: Kysely<any>): Promise<void> {
  const d = dialectOf(db);

  await withId(db.schema.createTable('chat_messages'), d)
    .addColumn('from_id', bigint, (c) => c.notNull().references('users.id'))
    .addColumn('to_id', bigint, (c) => c.notNull().references('users.id'))
    .addColumn('type', 'varchar(10)', (c) => c.notNull())
    .addColumn('content', 'varchar(2000)', (c) => c.notNull())
    .addColumn('is_read', 'integer', notNullDefault(0))
    .addColumn('createtime', bigint, (c) => c.notNull())
    .addCheckConstraint('chat_messages_type_chk', sql`type in ('text', 'image')`)
    .addCheckConstraint('chat_messages_peer_chk', sql`from_id <> to_id`)
    .execute();
  // History of a pair reads both directions newest first; marking read finds a member's unread from a peer.
  await db.schema.createIndex('chat_messages_pair_idx').on('chat_messages').columns(['from_id', 'to_id', 'id']).execute();
  await db.schema.createIndex('chat_messages_unread_idx').on('chat_messages').columns(['to_id', 'is_read']).execute();

  await db.schema
    .createTable('chat_conversations')
    .addColumn('user_id', bigint, (c) => c.notNull().references('users.id'))
    .addColumn('peer_id', bigint, (c) => c.notNull().references('users.id'))
    .addColumn('last_message_id', bigint, (c) => c.notNull().references('chat_messages.id'))
    .addColumn('unread', 'integer', notNullDefault(0))
    .addColumn('updatetime', bigint, (c) => c.notNull())
    .addPrimaryKeyConstraint('chat_conversations_pk', ['user_id', 'peer_id'])
    .addCheckConstraint('chat_conversations_unread_chk', sql`unread >= 0`)
    .execute();
  await db.schema
    .createIndex('chat_conversations_recent_idx')
    .on('chat_conversations')
    .columns(['user_id', 'last_message_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['chat_conversations', 'chat_messages']) await db.schema.dropTable(table).ifExists().execute();
}
