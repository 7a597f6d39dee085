/**
 * go_score/go_score (docs/product.md §2 "points"; docs/api.md /api/user/getscorelist): DGB points and
 * go score balances with their logs, pull to refresh, and the ways to move points (transfer, exchange).
 */
import type { PointType } from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Tabs } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@/lib/router';
import { Page } from '@/components/page';
import { PullRefresh } from '@/components/pull-refresh';
import { paths } from '@/config/paths';
import { useAmount } from '@/lib/amount';
import { useWallet, walletKey } from '@/lib/wallet-balance';
import { ScoreLog } from '../components/score-log';
import './points.css';

const COIN_OF: Record<PointType, 'DGB' | 'GO'> = { dgb: 'DGB', go: 'GO' };

export default function PointsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const wallet = useWallet();
  const [type, setType] = useState<PointType>('dgb');
  const fmt = useAmount();
  const balance = (coin: 'DGB' | 'GO') => fmt(wallet.data?.find((b) => b.coin === coin)?.available, coin);
  return (
    <Page title={t('title.go_score')}>
      <PullRefresh onRefresh={() => queryClient.invalidateQueries({ queryKey: walletKey })}>
        <div className="points-header">
          {(['dgb', 'go'] as const).map((kind) => (
            <div key={kind} className="points-balance">
              <div className="points-balance-label">{t(`points.${kind}`)}</div>
              <div className="points-balance-amount" data-testid={`points-balance-${COIN_OF[kind]}`}>
                {balance(COIN_OF[kind])}
              </div>
            </div>
          ))}
        </div>
        <div className="points-actions">
          <Button color="primary" fill="outline" data-testid="points-to-transfer" onClick={() => navigate(paths.transfer)}>
            {t('points.transfer')}
          </Button>
          <Button color="primary" data-testid="points-to-exchange" onClick={() => navigate(paths.pointsExchange)}>
            {t('points.exchange')}
          </Button>
        </div>
        <Tabs activeKey={type} onChange={(key) => setType(key as PointType)} data-testid="points-tabs">
          <Tabs.Tab key="dgb" title={<span data-testid="points-tab-dgb">{t('points.dgb')}</span>} />
          <Tabs.Tab key="go" title={<span data-testid="points-tab-go">{t('points.go')}</span>} />
        </Tabs>
        <ScoreLog key={type} type={type} />
      </PullRefresh>
    </Page>
  );
}
