/** A card of entries on the Me tab, four to a row (see entries.tsx). */
import { Badge, Card, Grid } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Entry } from './entries';
import { useGuardedGo } from './use-guarded-go';

interface EntryGridProps {
  title: ReactNode;
  entries: Entry[];
  extra?: ReactNode;
  /** Counts shown as a badge on an entry, by key (unread messages). */
  badges?: Partial<Record<string, number>>;
  testId: string;
}

export function EntryGrid({ title, entries, extra, badges = {}, testId }: EntryGridProps) {
  const { t } = useTranslation();
  const go = useGuardedGo();
  return (
    <Card className="me-card" title={<h2 className="me-card-title">{title}</h2>} extra={extra} data-testid={testId}>
      <Grid columns={4} gap={8}>
        {entries.map((entry) => (
          <Grid.Item key={entry.key}>
            <button type="button" className="entry" data-testid={`me-entry-${entry.key}`} onClick={() => go(entry.path)}>
              <Badge content={badges[entry.key] ? Math.min(badges[entry.key]!, 99) : null}>
                <span className="entry-icon" aria-hidden>
                  {entry.icon}
                </span>
              </Badge>
              <span className="entry-title">{t(entry.title)}</span>
            </button>
          </Grid.Item>
        ))}
      </Grid>
    </Card>
  );
}
