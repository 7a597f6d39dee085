/**
 * How a setting is declared (each area owns its settings, docs/architecture.md "Server module shape"): its schema,
 * default and the operator's description. Each area declares its own in `modules/<area>/<area>.settings.ts` and
 * settings.registry.ts spreads them in.
 */
import type { z } from 'zod';

export interface SettingDefinition<T extends z.ZodType = z.ZodType> {
  schema: T;
  default: z.infer<T>;
  description: string;
}

export const define = <T extends z.ZodType>(schema: T, defaultValue: z.infer<T>, description: string): SettingDefinition<T> => ({
  schema,
  default: defaultValue,
  description,
});
