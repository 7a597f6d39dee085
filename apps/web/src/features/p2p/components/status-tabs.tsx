/** Status filter tabs over a list ("all" first); each tab's text is the localized status word. */
import { Tabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

interface Props<S extends string> {
  statuses: readonly S[];
  value: S | '';
  onChange: (status: S | '') => void;
  testId: string;
}

export function StatusTabs<S extends string>({ statuses, value, onChange, testId }: Props<S>) {
  const { t } = useTranslation();
  return (
    <Tabs activeKey={value || 'all'} onChange={(key) => onChange(key === 'all' ? '' : (key as S))} className="p2p-tabs">
      <Tabs.Tab key="all" title={<span data-testid={`${testId}-all`}>{t('p2p.all_statuses')}</span>} />
      {statuses.map((status) => (
        <Tabs.Tab key={status} title={<span data-testid={`${testId}-${status}`}>{t(`p2p.status_${status}`)}</span>} />
      ))}
    </Tabs>
  );
}
