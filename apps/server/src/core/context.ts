/** What every module gets: configuration, the database and the shared services built once at start. */
import type { SocketServerMessage } from '@app/contract';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { DialectName } from '../db/dialect.ts';
import type { Mailer } from '../modules/mail/mailer.ts';
import type { FileStorage } from '../modules/common/storage.ts';
import type { ModuleRegistry } from '../modules/registry.ts';

export interface AppContext {
  config: Config;
  db: Db;
  dialect: DialectName;
  mailer: Mailer;
  storage: FileStorage;
  /** what the modules contributed to this instance: jobs, review kinds, notice channels… (modules/registry.ts) */
  registry: ModuleRegistry;
  /**
   * Sends to every open /ws socket of these members, on whichever instance holds them. Set by the chat module
   * when the socket starts; notices are delivered live through it.
   */
  sockets?: { deliver(userIds: number[], message: SocketServerMessage): Promise<void> };
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    /** true when this start created the database (so demo data may be seeded) */
    databaseCreated: boolean;
  }
}
