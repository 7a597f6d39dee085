/** The console's community section (docs/api.md "Community"): moderate posts and comments, publish news and notices. */
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageCard } from '@/components/page-card.tsx';
import { useCan } from '@/lib/me.ts';
import { ArticlesTable } from './articles-table.tsx';
import { CommentsTable } from './comments-table.tsx';
import { PublishForm } from './publish-form.tsx';

export function CommunityPage() {
  const { t } = useTranslation();
  const canPublish = useCan('content.publish');
  const items = [
    { key: 'articles', label: t('community.tab_articles'), children: <ArticlesTable /> },
    { key: 'comments', label: t('community.comments'), children: <CommentsTable /> },
    ...(canPublish ? [{ key: 'publish', label: t('community.tab_publish'), children: <PublishForm /> }] : []),
  ];
  return (
    <PageCard title={t('menu.community')}>
      <Tabs items={items} destroyOnHidden />
    </PageCard>
  );
}
