/**
 * page/balance/log (docs/product.md §2 "details", the balance log with filters; docs/api.md
 * /api/user/getwaletlog): signed amounts with the balance after each, newest first, by coin.
 */
import { COINS, type Coin } from '@app/contract';
import { DotLoading, Empty, InfiniteScroll, List, Selector } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page';
import { signed, useAmount } from '@/lib/amount';
import { useCoinName } from '@/lib/coin-name';
import { postingKindLabel } from '@/lib/posting-kind';
import { dateTime } from '@/lib/relative-time';
import { ledgerMemo } from '@/lib/ledger-memo';
import { useWalletLog } from '../api/wallet-log';
import { LoadState } from '@/components/load-state';
import './wallet.css';
import '@/components/log-row.css';

const ALL = 'all';

export default function BalanceLogPage() {
  const { t } = useTranslation();
  const [coin, setCoin] = useState<Coin>();
  const log = useWalletLog(coin);
  const rows = log.data?.pages.flatMap((page) => page.data) ?? [];
  const fmt = useAmount();
  const coinName = useCoinName();
  return (
    <Page title={t('title.balance_log')}>
      <div className="wallet-log-filter">
        <Selector
          data-testid="log-filter"
          columns={3}
          options={[{ label: t('wallet.all'), value: ALL }, ...COINS.map((c) => ({ label: coinName(c), value: c }))]}
          value={[coin ?? ALL]}
          onChange={(picked) => setCoin(picked[0] && picked[0] !== ALL ? (picked[0] as Coin) : undefined)}
        />
      </div>
      {!log.data ? (
        <LoadState error={log.isError} onRetry={() => void log.refetch()} testId="log" />
      ) : rows.length === 0 ? (
        <Empty description={t('wallet.no_records')} data-testid="log-empty" />
      ) : (
        <List data-testid="log-list">
          {rows.map((row) => (
            <List.Item
              key={row.id}
              data-testid={`log-row-${row.id}`}
              className="log-row"
              description={`${dateTime(row.createtime)}${row.memo ? ` · ${ledgerMemo(t, row)}` : ''}`}
              extra={
                <div className="log-row-amount">
                  <div
                    className={row.amount.startsWith('-') ? 'wallet-log-minus' : 'wallet-log-plus'}
                    data-testid={`log-amount-${row.id}`}
                  >
                    {signed(fmt(row.amount, row.coin))} {row.coin}
                  </div>
                  <div className="wallet-facts">{t('wallet.balance_after', { amount: fmt(row.balance, row.coin) })}</div>
                </div>
              }
            >
              {postingKindLabel(t, row.type)}
            </List.Item>
          ))}
        </List>
      )}
      {log.data && rows.length > 0 && (
        <InfiniteScroll loadMore={() => log.fetchNextPage().then(() => undefined)} hasMore={Boolean(log.hasNextPage)}>
          {(hasMore) => (hasMore ? <DotLoading /> : <span>{t('wallet.no_more')}</span>)}
        </InfiniteScroll>
      )}
    </Page>
  );
}
