/**
 * First-start work: demo data on a new embedded database (or with DEMO_DATA=1), and the bootstrap
 * operator (ADMIN_USERNAME/ADMIN_PASSWORD, or a generated `admin` in embedded demo mode).
 */
import type { FastifyInstance } from 'fastify';
import { ensureBootstrapAdmin } from './modules/admin/bootstrap-admin.ts';
import { seedDemoData } from './modules/demo/seed-demo.ts';

export async function bootstrap(app: FastifyInstance, created: boolean): Promise<void> {
  const { ctx } = app;
  const demo = ctx.config.demoData ?? (created && ctx.dialect === 'sqlite');
  if (demo) await seedDemoData(ctx);
  // Printed straight to the console so the one-time password stands out from the JSON log.
  await ensureBootstrapAdmin(ctx, { demo, log: (line) => console.log(line) });
}
