/**
 * Finding members for the console's member list (docs/api.md "Admin": users); the users module owns the table, the
 * console reads it through these. Search matches the id exactly, and username, email, mobile and nickname by
 * substring, case-insensitively on both databases.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { UserRow } from './users.tables.ts';

const SEARCHED = ['username', 'email', 'mobile', 'nickname'] as const;

function likePattern(keyword: string): string {
  return `%${keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export async function pageMembers(db: Db, query: { page: number; limit: number; keyword?: string }) {
  let base = db.selectFrom('users');
  const keyword = query.keyword?.trim();
  if (keyword) {
    const pattern = likePattern(keyword);
    const id = /^\d{1,15}$/.test(keyword) ? Number(keyword) : undefined;
    base = base.where((eb) =>
      eb.or([
        ...(id ? [eb('id', '=', id)] : []),
        ...SEARCHED.map((column) => eb(sql`lower(${sql.ref(column)})`, 'like', sql`${pattern} escape '\\'`)),
      ]),
    );
  }
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
    base
      .selectAll()
      .orderBy('id', 'desc')
      .limit(query.limit)
      .offset((query.page - 1) * query.limit)
      .execute(),
  ]);
  return { total: Number(count.n), rows: rows as UserRow[] };
}

export function findMemberById(db: Db, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}
