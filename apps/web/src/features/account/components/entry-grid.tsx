/** The grid of services on the Me tab (see entries.tsx). */
import { Card, Grid } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { ENTRIES } from './entries';
import { useGuardedGo } from './use-guarded-go';

export function EntryGrid() {
  const { t } = useTranslation();
  const go = useGuardedGo();
  return (
    <Card className="me-card" title={t('me.services')}>
      <Grid columns={4} gap={8}>
        {ENTRIES.map((entry) => (
          <Grid.Item key={entry.key}>
            <button type="button" className="entry" data-testid={`me-entry-${entry.key}`} onClick={() => go(entry.path)}>
              <span className="entry-icon">{entry.icon}</span>
              <span className="entry-title">{t(entry.title)}</span>
            </button>
          </Grid.Item>
        ))}
      </Grid>
    </Card>
  );
}
