/** The console's map section (issue 5): label moderation and business categories. */
import { Tabs } from 'antd';
import { PageCard } from '@/components/page-card.tsx';
import { CategoriesTable } from './categories-table.tsx';
import { LabelsTable } from './labels-table.tsx';

export function LabelsPage() {
  const items = [
    { key: 'labels', label: 'Labels on the map', children: <LabelsTable /> },
    { key: 'categories', label: 'Business categories', children: <CategoriesTable /> },
  ];
  return (
    <PageCard title="Map labels">
      <Tabs items={items} destroyOnHidden />
    </PageCard>
  );
}
