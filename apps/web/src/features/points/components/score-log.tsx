/** One points log (DGB or go score): signed amounts with the balance after each, newest first, paged on scroll. */
import type { PointType } from '@app/contract';
import { DotLoading, Empty, InfiniteScroll, List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { LoadState } from '@/components/load-state';
import { signed, useAmount } from '@/lib/amount';
import { postingKindLabel } from '@/lib/posting-kind';
import { dateTime } from '@/lib/relative-time';
import { ledgerMemo } from '@/lib/ledger-memo';
import { useScoreList } from '../api/score-list';
import '@/components/log-row.css';

export function ScoreLog({ type }: { type: PointType }) {
  const { t } = useTranslation();
  const log = useScoreList(type);
  const fmt = useAmount();
  const rows = log.data?.pages.flatMap((page) => page.data) ?? [];
  if (!log.data) return <LoadState error={log.isError} onRetry={() => void log.refetch()} testId="points-log" />;
  if (rows.length === 0) return <Empty description={t('points.no_data')} data-testid="points-empty" />;
  return (
    <>
      <List data-testid="points-list">
        {rows.map((row) => (
          <List.Item
            key={row.id}
            data-testid={`points-row-${row.id}`}
            className="log-row"
            description={`${dateTime(row.createtime)}${row.memo ? ` · ${ledgerMemo(t, row)}` : ''}`}
            extra={
              <div className="log-row-amount">
                <div className={row.amount.startsWith('-') ? 'wallet-log-minus' : 'wallet-log-plus'}>
                  {signed(fmt(row.amount, row.coin))}
                </div>
                <div className="points-muted">{t('wallet.balance_after', { amount: fmt(row.balance, row.coin) })}</div>
              </div>
            }
          >
            {postingKindLabel(t, row.type)}
          </List.Item>
        ))}
      </List>
      <InfiniteScroll loadMore={() => log.fetchNextPage().then(() => undefined)} hasMore={Boolean(log.hasNextPage)}>
        {(hasMore) => (hasMore ? <DotLoading /> : <span>{t('wallet.no_more')}</span>)}
      </InfiniteScroll>
    </>
  );
}
