import type { AppContext } from '../../core/context.ts';

/** Demo data for a new embedded database or DEMO_DATA=1: members `demo` and `merchant` (password Demo12345). */
export async function seedDemoData(ctx: AppContext): Promise<void> {
  void ctx;
}
