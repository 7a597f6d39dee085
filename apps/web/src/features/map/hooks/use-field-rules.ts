/** Field labels and antd-mobile rules of a label form, from the contract's schema for each field (docs/product.md §5). */
import { useTranslation } from 'react-i18next';
import { fieldContext } from '@/lib/zod-rule';
import type { LatLng } from '../utils/geo';
import { fieldError, locationError, ruleOf } from '../utils/label-form';

type Checkable = { safeParse(value: unknown): { success: boolean } };

export function useFieldRules<F extends Record<string, Checkable>>(fields: F) {
  const { t } = useTranslation();
  const label = (key: string) => t(`map.field_${key}`);
  return {
    label,
    rule: (key: keyof F & string, shownAs: string = key) =>
      ruleOf((value) => fieldError(fields[key] as Parameters<typeof fieldError>[0], value, label(shownAs), t, fieldContext(key))),
    locationRule: ruleOf((value) => locationError(value as LatLng | null, label('location'), t)),
  };
}
