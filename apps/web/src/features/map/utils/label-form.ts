/**
 * Spec §5 for the label forms: each field checked with the contract's own schema (packages/contract
 * labels.ts), so the app refuses with the words the server would use, in the reader's language.
 */
import { addPersonBody, addShopBody, LIMITS } from '@app/contract';
import type { Translate } from '@/lib/relative-time';
import type { LatLng } from './geo';

interface Schema {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: { message: string }[] } };
}

/** The translated refusal of `value` by `schema`, naming the field by its label; null when it passes. */
export function fieldError(schema: Schema, value: unknown, label: string, t: Translate, context?: string): string | null {
  const result = schema.safeParse(value === undefined || value === null ? undefined : value);
  if (result.success) return null;
  const key = result.error.issues[0]?.message ?? '';
  // The contract's "too many" refusal is said here with the limit itself, which the generic wording lacks.
  if (key.endsWith('.too_many')) return t('map.too_many_images', { max: LIMITS.imagesPerUpload });
  // Hours the map's "open now" cannot read: said with the shapes it reads (docs/api.md "Map filters").
  if (key === 'labels.hours_invalid') return t('map.hours_invalid');
  const known = ['validation.required', 'validation.too_long', 'validation.image', 'validation.invalid'];
  return t(known.includes(key) ? key : 'validation.invalid', { field: label, context });
}

/** A picked location counts as one field: both coordinates or "required". */
export function locationError(value: LatLng | null | undefined, label: string, t: Translate): string | null {
  if (!value) return t('validation.required', { field: label });
  return fieldError(addShopBody.shape.lat, value[0], label, t) ?? fieldError(addShopBody.shape.lng, value[1], label, t);
}

export const shopFields = addShopBody.shape;
export const personFields = addPersonBody.shape;

/** antd-mobile Form rule from a check that answers with a message or null. */
export function ruleOf(check: (value: unknown) => string | null) {
  return {
    validator: async (_rule: unknown, value: unknown) => {
      const message = check(value);
      if (message) throw new Error(message);
    },
  };
}
