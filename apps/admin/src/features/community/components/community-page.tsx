/** The console's community section (issue 8): moderate posts and comments, publish news and notices. */
import { Tabs } from 'antd';
import { PageCard } from '@/components/page-card.tsx';
import { useCan } from '@/features/auth/api/me.ts';
import { ArticlesTable } from './articles-table.tsx';
import { CommentsTable } from './comments-table.tsx';
import { PublishForm } from './publish-form.tsx';

export function CommunityPage() {
  const canPublish = useCan('content.publish');
  const items = [
    { key: 'articles', label: 'Posts, news and notices', children: <ArticlesTable /> },
    { key: 'comments', label: 'Comments', children: <CommentsTable /> },
    ...(canPublish ? [{ key: 'publish', label: 'Publish news or notice', children: <PublishForm /> }] : []),
  ];
  return (
    <PageCard title="Community">
      <Tabs items={items} destroyOnHidden />
    </PageCard>
  );
}
