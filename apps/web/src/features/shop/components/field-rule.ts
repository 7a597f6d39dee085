/**
 * Form rules from the contract's zod schemas (docs/product.md §5 "Goods: name, price, description, image, stock
 * required"), in the server's words. An empty field reads as "required" whatever the schema's own message,
 * and a message key this app has no words for reads as "invalid" rather than as a raw key.
 */
import { useTranslation } from 'react-i18next';
import type { Translate } from '@/lib/relative-time';
import { fieldContext, zodMessage, type Schema } from '@/lib/zod-rule';

const blank = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

export function useFieldRule() {
  const { t, i18n } = useTranslation();
  const say: Translate = (key, params) => t(i18n.exists(key) ? key : 'validation.invalid', params);
  return (schema: Schema, field: string, extra?: (value: unknown) => string | null) => ({
    validator: async (_rule: unknown, value: unknown) => {
      const message = blank(value)
        ? say('validation.required', { field: t(`field.${field}`), context: fieldContext(field) })
        : (zodMessage(schema, value, field, say) ?? extra?.(value) ?? null);
      if (message) throw new Error(message);
    },
  });
}
