/** A business category from /api/lable/categories, chosen from a picker (the operator keeps the list). */
import { Picker } from 'antd-mobile';
import { DownOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCategories } from '../api/get-categories';

interface CategoryPickerProps {
  value?: number;
  onChange?: (id: number | undefined) => void;
  testId: string;
}

export function CategoryPicker({ value, onChange, testId }: CategoryPickerProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const categories = useCategories().data ?? [];
  const chosen = categories.find((c) => c.id === value);
  return (
    <>
      <button type="button" className="label-select" data-testid={testId} onClick={() => setOpen(true)}>
        <span className={chosen ? '' : 'is-placeholder'}>{chosen?.name ?? t('map.choose_category')}</span>
        <DownOutline />
      </button>
      <Picker
        visible={open}
        onClose={() => setOpen(false)}
        columns={[categories.map((c) => ({ label: <span data-testid={`category-option-${c.id}`}>{c.name}</span>, value: c.id }))]}
        value={value !== undefined ? [value] : []}
        onConfirm={(picked) => onChange?.(picked[0] === null || picked[0] === undefined ? undefined : Number(picked[0]))}
        confirmText={t('common.confirm')}
        cancelText={t('common.cancel')}
      />
    </>
  );
}
