/**
 * What a report is about, as it is now (docs/api.md "Chat in context"): a post's or goods' title, text and
 * pictures, a member's name, bio and avatar, or a chat message with the lines around it — the reported line
 * marked and each line named by who sent it.
 */
import type { AdminReport } from '@app/contract';
import { Image, List, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTime } from '@/lib/format.ts';

function Pictures({ urls }: { urls: string[] }) {
  if (urls.length === 0) return null;
  return (
    <Image.PreviewGroup>
      <Space wrap size={8}>
        {urls.map((url) => (
          <Image key={url} src={url} width={80} height={80} style={{ objectFit: 'cover' }} alt="" />
        ))}
      </Space>
    </Image.PreviewGroup>
  );
}

function Conversation({ report }: { report: AdminReport }) {
  const { t } = useTranslation();
  const lines = report.content?.conversation ?? [];
  const who = (fromId: number) =>
    fromId === report.reporter.id ? report.reporter.username : (report.reported?.username ?? `#${fromId}`);
  return (
    <List
      size="small"
      bordered
      dataSource={lines}
      data-testid={`report-conversation-${report.id}`}
      renderItem={(line) => (
        <List.Item style={line.id === report.target_id ? { background: '#fff1f0' } : undefined}>
          <Space align="start">
            <Typography.Text strong>{who(line.from_id)}</Typography.Text>
            {line.type === 'image' ? <Pictures urls={[line.content]} /> : <Typography.Text>{line.content}</Typography.Text>}
            {line.id === report.target_id && <Tag color="red">{t('reports.reported_line')}</Tag>}
            <Typography.Text type="secondary">{formatTime(line.createtime)}</Typography.Text>
          </Space>
        </List.Item>
      )}
    />
  );
}

export function ReportContent({ report }: { report: AdminReport }) {
  const { t } = useTranslation();
  const content = report.content;
  if (!content) return <Typography.Text type="secondary">{t('reports.gone')}</Typography.Text>;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {content.hidden && <Tag color="red">{t('reports.already_hidden')}</Tag>}
      {content.title && <Typography.Text strong>{content.title}</Typography.Text>}
      {content.text && <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{content.text}</Typography.Paragraph>}
      <Pictures urls={content.images} />
      {report.target === 'message' && <Conversation report={report} />}
      {report.images.length > 0 && (
        <>
          <Typography.Text type="secondary">{t('reports.evidence')}</Typography.Text>
          <Pictures urls={report.images} />
        </>
      )}
    </Space>
  );
}
