/** Process entry: configuration, the app, listening, and a graceful shutdown on SIGTERM/SIGINT. */
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { bootstrap } from './bootstrap.ts';
import { startJobs } from './core/jobs.ts';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const app = await buildApp(config);
  await bootstrap(app, app.databaseCreated);
  await app.listen({ host: config.host, port: config.port });
  const stopJobs = config.jobs ? startJobs(app.ctx, app.log, app.metrics.observeJob) : () => {};

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000).unref();
    stopJobs();
    await app.close();
    clearTimeout(timer);
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((err) => {
  console.error(`Start-up failed: ${(err as Error).message}`);
  process.exit(1);
});
