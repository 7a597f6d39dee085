/**
 * page/business/traders (docs/api.md "P2P in the members' own money" → "Block and trust"): the traders I trust
 * (whose ads the market's "trusted only" filter keeps) and those I blocked (the chat's list: their ads are hidden
 * and neither of us can take the other's), each opening the trader's page, and each undone after a confirmation.
 * Trusting and blocking start on a trader's page. Reached from the market's toolbar.
 */
import { Button, Toast } from 'antd-mobile';
import { SegmentedSwitch } from '@/components/segmented-switch';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/avatar';
import { Page } from '@/components/page';
import { paths } from '@/config/paths';
import { confirmDialog } from '@/lib/confirm-dialog';
import { dateOnly } from '@/lib/relative-time';
import { useNavigate } from '@/lib/router';
import { useBlockList, useTrustList, useTrustTrader } from '../api/trader-lists';
import { useBlockTrader } from '../api/trader-page';
import { EmptyState, LoadFailed } from '../components/query-state';
import './p2p.css';
import './p2p-trade.css';

interface Listed {
  id: number;
  nickname: string;
  avatar: string;
  createtime: number;
}

type Kind = 'trusted' | 'blocked';

function TraderRow({ trader, kind }: { trader: Listed; kind: Kind }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const trust = useTrustTrader(trader.id);
  const block = useBlockTrader(trader.id);
  const name = trader.nickname;
  const undo = async () => {
    const content = (
      <div data-testid="p2p-traders-undo-confirm">
        {kind === 'trusted' ? t('p2p_more.untrust_confirm', { name }) : t('p2p_fiat.unblock_confirm', { name })}
      </div>
    );
    const confirmText = kind === 'trusted' ? t('p2p_more.untrust') : t('p2p_fiat.unblock');
    if (!(await confirmDialog({ content, confirmText, cancelText: t('p2p.cancel') }))) return;
    if (kind === 'trusted') trust.mutate(false, { onSuccess: () => Toast.show({ content: t('p2p_more.untrusted') }) });
    else block.mutate(false, { onSuccess: () => Toast.show({ content: t('p2p_fiat.unblocked') }) });
  };
  return (
    <li className="p2p-card p2p-trader-row" data-testid={`p2p-${kind}-${trader.id}`}>
      <button type="button" className="p2p-listed-trader" onClick={() => navigate(`${paths.trader}?id=${trader.id}`)}>
        <Avatar src={trader.avatar} size={36} />
        <span>
          <b>{name}</b>
          <span className="p2p-muted"> · {t('p2p_more.since', { date: dateOnly(trader.createtime) })}</span>
        </span>
      </button>
      <Button size="mini" fill="outline" onClick={() => void undo()} data-testid={`p2p-${kind}-undo-${trader.id}`}>
        {kind === 'trusted' ? t('p2p_more.untrust') : t('p2p_fiat.unblock')}
      </Button>
    </li>
  );
}

function TraderList({ kind }: { kind: Kind }) {
  const { t } = useTranslation();
  const trusted = useTrustList();
  const blocked = useBlockList();
  const query = kind === 'trusted' ? trusted : blocked;
  const rows: Listed[] | undefined = kind === 'trusted' ? trusted.data : blocked.data?.data;
  if (!rows) return <LoadFailed query={query} testId={`p2p-${kind}`} />;
  if (rows.length === 0)
    return <EmptyState text={kind === 'trusted' ? t('p2p_more.no_trusted') : t('p2p_more.no_blocked')} testId={`p2p-${kind}`} />;
  return (
    <ul className="p2p-trader-list" data-testid={`p2p-${kind}-list`}>
      {rows.map((trader) => (
        <TraderRow key={trader.id} trader={trader} kind={kind} />
      ))}
    </ul>
  );
}

export default function TradersPage() {
  const { t } = useTranslation();
  const [kind, setKind] = useState<Kind>('trusted');
  return (
    <Page title={t('p2p_more.traders_title')}>
      <div className="screen-switch">
        <SegmentedSwitch
          aria-label={t('p2p_more.traders_title')}
          value={kind}
          onChange={setKind}
          options={[
            { value: 'trusted', label: <span data-testid="p2p-traders-tab-trusted">{t('p2p_more.trusted_tab')}</span> },
            { value: 'blocked', label: <span data-testid="p2p-traders-tab-blocked">{t('p2p_more.blocked_tab')}</span> },
          ]}
        />
      </div>
      <div className="p2p-body">
        <div className="p2p-muted">{kind === 'trusted' ? t('p2p_more.trusted_help') : t('p2p_more.blocked_help')}</div>
        <TraderList key={kind} kind={kind} />
      </div>
    </Page>
  );
}
