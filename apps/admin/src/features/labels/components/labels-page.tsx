/** The console's map section (docs/api.md "Labels and map"): label moderation and business categories. */
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageCard } from '@/components/page-card.tsx';
import { CategoriesTable } from './categories-table.tsx';
import { LabelsTable } from './labels-table.tsx';

export function LabelsPage() {
  const { t } = useTranslation();
  const items = [
    { key: 'labels', label: t('labels.tab_labels'), children: <LabelsTable /> },
    { key: 'categories', label: t('labels.tab_categories'), children: <CategoriesTable /> },
  ];
  return (
    <PageCard title={t('menu.labels')}>
      <Tabs items={items} destroyOnHidden />
    </PageCard>
  );
}
