/** A repeat field (confirm password) must equal the field it repeats. */
import type { Translate } from '@/lib/relative-time';

export function confirmRule(field: string, t: Translate, labelKey = 'field.confirm_password') {
  return ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
    validator: async (_rule: unknown, value: unknown) => {
      if (!value) throw new Error(t('validation.required', { field: t(labelKey) }));
      if (value !== getFieldValue(field)) throw new Error(t('validation.mismatch'));
    },
  });
}
