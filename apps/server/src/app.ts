/**
 * Builds the HTTP application: database, shared services, the envelope and error mapping, OpenAPI, and
 * every domain module. Serves the member app at / and the operator console at /admin from their builds.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyCompress from '@fastify/compress';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { LIMITS } from '@app/contract';
import { fastifyTrustProxy, type Config } from './config.ts';
import type { AppContext } from './core/context.ts';
import { frameworkErrors, registerEnvelope } from './core/envelope.ts';
import { loggerOptions } from './core/logging.ts';
import { acceptEmptyJsonBodies } from './core/json-body.ts';
import { registerOpenApi } from './core/openapi.ts';
import { replySerializerCompiler } from './core/reply-serializer.ts';
import { inlineScriptHashes } from './core/inline-scripts.ts';
import { registerSecurityHeaders } from './core/security-headers.ts';
import { openDatabase } from './db/database.ts';
import { registerModules } from './modules/index.ts';
import { createRegistry } from './modules/registry.ts';
import { createLocalStorage } from './modules/common/storage.ts';
import { createS3Storage } from './modules/common/storage-s3.ts';
import { createMailer } from './modules/mail/mailer.ts';
import { registerOps } from './modules/ops/ops.routes.ts';
import { openSharedRedis } from './modules/ops/shared-redis.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
/** Built front ends: beside dist/ in production, or the workspace builds when run from source. */
function frontEndDir(app: 'web' | 'admin'): string | undefined {
  const candidates = [path.resolve(here, '../../', app, 'dist'), path.resolve(here, '../../../', app, 'dist')];
  return candidates.find((dir) => fs.existsSync(path.join(dir, 'index.html')));
}

/** The member app's inline scripts, as the CSP names them (core/inline-scripts.ts); none without its build. */
function memberAppInlineScripts(): string[] {
  const web = frontEndDir('web');
  return web ? inlineScriptHashes(fs.readFileSync(path.join(web, 'index.html'), 'utf8')) : [];
}

export interface BuildOptions {
  /** quiet logs in tests */
  logger?: boolean;
  /** where log lines go instead of stdout (tests read them) */
  logStream?: DestinationStream;
}

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(config, options.logStream),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    frameworkErrors,
  });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const ctx: AppContext = {
    config,
    db: database.db,
    dialect: database.dialect,
    mailer: createMailer({
      db: database.db,
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      log: app.log,
      dataDir: config.dataDir,
    }),
    storage: config.s3 ? createS3Storage(config.s3) : createLocalStorage(config.dataDir),
    // Filled as each module registers; per instance, so two apps in one process never share an entry.
    registry: createRegistry(),
  };
  app.decorate('ctx', ctx);
  app.decorate('databaseCreated', database.created);
  // With REDIS_URL the rate-limit counters live in Redis, so every instance counts the same requests.
  const redis = openSharedRedis(config.redisUrl, app.log);
  app.addHook('onClose', async () => {
    ctx.mailer.close();
    redis?.disconnect();
    await database.close();
  });

  app.setValidatorCompiler(validatorCompiler);
  // Outside production every reply is still checked against its zod schema (core/reply-serializer.ts).
  app.setSerializerCompiler(replySerializerCompiler(config.env !== 'production'));
  registerEnvelope(app);
  registerSecurityHeaders(app, config, memberAppInlineScripts());
  acceptEmptyJsonBodies(app);
  // Replies are compressed for a phone on mobile data: the home map's nearby labels are ~28 KB of JSON, ~5 KB
  // gzipped (bench/results/lighthouse-2026-11-29-b.md). gzip only: brotli's default level costs far more CPU per
  // reply. The web app's files come precompressed from the build (Content-Encoding already set, left alone).
  // Registered before any route: the plugin sets itself up on each route as it is added.
  await app.register(fastifyCompress, { encodings: ['gzip'], threshold: 1024 });
  await registerOpenApi(app);
  registerOps(app, redis);
  // A Redis outage lets requests through (skipOnError) rather than refusing everyone; lockouts stay in the database.
  await app.register(fastifyRateLimit, { global: false, ...(redis ? { redis, nameSpace: 'rl:', skipOnError: true } : {}) });
  await app.register(fastifyMultipart, { limits: { fileSize: LIMITS.uploadMaxBytes, files: 1, fields: 10 } });

  // Each module's routes, jobs, review queues and settings, as listed in modules/index.ts.
  await registerModules(app);

  await serveFrontEnds(app, ctx);
  return app;
}

async function serveFrontEnds(app: FastifyInstance, ctx: AppContext) {
  if (ctx.storage.localRoot) {
    fs.mkdirSync(ctx.storage.localRoot, { recursive: true });
    await app.register(fastifyStatic, {
      root: ctx.storage.localRoot,
      prefix: '/uploads/',
      decorateReply: false,
      maxAge: '30d',
      immutable: true,
    });
  }
  const admin = frontEndDir('admin');
  if (admin) await app.register(fastifyStatic, { root: admin, prefix: '/admin/', decorateReply: false });
  const web = frontEndDir('web');
  if (web)
    await app.register(fastifyStatic, {
      root: web,
      prefix: '/',
      decorateReply: false,
      // The build writes .br and .gz beside each text file (apps/web/build/precompress.ts); they are sent
      // as the browser accepts them, the plain file otherwise (the first-load budget, e2e/tests/budget.e2e.ts). With
      // preCompressed, @fastify/static finds `/`'s index only when `index` is a list.
      index: ['index.html'],
      preCompressed: true,
      // Hashed build files never change; the page, the service worker and its manifest must be fresh so a
      // new deployment is seen (docs/product.md §4 "App update").
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
}
