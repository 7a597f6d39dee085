/**
 * Client-side form checks from the contract's zod schemas (docs/product.md §5), so the app refuses with the very
 * words the server would: each schema message is a `validation.*` key, translated here.
 */
import type { Translate } from './relative-time';

/** The part of a zod schema used here (zod itself is the contract's dependency, not ours). */
export interface Schema {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: { message: string }[] } };
}

export function zodMessage(schema: Schema, value: unknown, fieldKey: string, t: Translate): string | null {
  const result = schema.safeParse(value ?? '');
  if (result.success) return null;
  const key = result.error.issues[0]?.message ?? '';
  return t(key.startsWith('validation.') ? key : 'validation.invalid', { field: t(`field.${fieldKey}`) });
}

/**
 * Fields that hold several pictures: "Interior photos are required" is a sentence, "… is required" is not,
 * and several languages ask to upload a picture rather than to fill it in. Passed as i18next's `context`,
 * which falls back to the plain message where a language needs no other wording.
 */
const IMAGE_LIST_FIELDS = new Set(['goods_images', 'images']);

export function fieldContext(fieldKey: string): 'images' | undefined {
  return IMAGE_LIST_FIELDS.has(fieldKey) ? 'images' : undefined;
}

/** An antd-mobile Form rule. */
export function zodRule(schema: Schema, fieldKey: string, t: Translate) {
  return {
    validator: async (_rule: unknown, value: unknown) => {
      const message = zodMessage(schema, value, fieldKey, t);
      if (message) throw new Error(message);
    },
  };
}
