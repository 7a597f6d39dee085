/**
 * page/business/trader?id= (docs/api.md "P2P in the members' own money" → "Trader page", "Block and trust"):
 * one trader's record with their feedback figures, the newest feedback they received, their open ads as the
 * reader sees them (taken from here as from the market), trusting or no longer trusting them, and blocking or
 * unblocking them. Reached from every ad and order, and from the trusted and blocked list.
 */
import type { P2pAd, TraderPage } from '@app/contract';
import { Button, Toast } from 'antd-mobile';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { answeredNo, NotFound } from '@/components/not-found';
import { Page } from '@/components/page';
import { confirmDialog } from '@/lib/confirm-dialog';
import { dateOnly } from '@/lib/relative-time';
import { useSearchParams } from '@/lib/router';
import { useProfileValue } from '@/lib/session';
import { useTrustTrader } from '../api/trader-lists';
import { useBlockTrader, useTraderPage } from '../api/trader-page';
import { AdCard } from '../components/ad-card';
import { RATING_TEXT } from '../components/feedback-card';
import { EmptyState, LoadFailed } from '../components/query-state';
import { percent, TraderCard } from '../components/trader-record';
import './p2p.css';
import './p2p-trade.css';

const TakeAdFlow = lazy(() => import('../components/take-ad-flow').then((module) => ({ default: module.TakeAdFlow })));

function FeedbackFigures({ page }: { page: TraderPage }) {
  const { t } = useTranslation();
  const { record } = page;
  return (
    <div className="p2p-card p2p-feedback-figures" data-testid="p2p-trader-feedback-figures">
      <div>
        <span className="p2p-muted">{t('p2p_fiat.positive_rate')}</span>{' '}
        <b data-testid="p2p-trader-positive-rate">{record.positive_rate === null ? '—' : percent(record.positive_rate)}</b>
      </div>
      <div className="p2p-muted" data-testid="p2p-trader-feedback-counts">
        {t('p2p_fiat.feedback_counts', { positive: record.feedback_positive, negative: record.feedback_negative })}
      </div>
    </div>
  );
}

function FeedbackList({ page }: { page: TraderPage }) {
  const { t } = useTranslation();
  if (page.feedback.length === 0) return <EmptyState text={t('p2p_fiat.no_feedback')} testId="p2p-trader-feedback" />;
  return (
    <ul className="p2p-feedback-list" data-testid="p2p-trader-feedback">
      {page.feedback.map((item, index) => (
        <li key={`${item.createtime}-${index}`} data-testid={`p2p-trader-feedback-${index}`} data-rating={item.rating}>
          <b className={item.rating === 'positive' ? 'is-positive' : 'is-negative'}>{t(RATING_TEXT[item.rating])}</b>{' '}
          <span className="p2p-muted">
            {item.nickname} · {dateOnly(item.createtime)}
          </span>
          {item.comment && <div className="p2p-remark">{item.comment}</div>}
        </li>
      ))}
    </ul>
  );
}

function BlockButton({ page }: { page: TraderPage }) {
  const { t } = useTranslation();
  const block = useBlockTrader(page.user_id);
  const toggle = async () => {
    const blocking = !page.blocked;
    const content = (
      <div data-testid="p2p-trader-block-confirm">
        {blocking
          ? t('p2p_fiat.block_confirm', { name: page.record.nickname })
          : t('p2p_fiat.unblock_confirm', { name: page.record.nickname })}
      </div>
    );
    const yes = await confirmDialog({
      content,
      confirmText: blocking ? t('p2p_fiat.block') : t('p2p_fiat.unblock'),
      cancelText: t('p2p.cancel'),
    });
    if (yes)
      block.mutate(blocking, {
        onSuccess: () => Toast.show({ content: blocking ? t('p2p_fiat.blocked') : t('p2p_fiat.unblocked') }),
      });
  };
  return (
    <Button
      block
      fill="outline"
      color={page.blocked ? 'primary' : 'danger'}
      loading={block.isPending}
      onClick={() => void toggle()}
      data-testid="p2p-trader-block"
      data-blocked={page.blocked}
    >
      {page.blocked ? t('p2p_fiat.unblock') : t('p2p_fiat.block')}
    </Button>
  );
}

/** Trusted traders are the ones the market's "trusted only" filter keeps (docs/api.md "Block and trust"). */
function TrustButton({ page }: { page: TraderPage }) {
  const { t } = useTranslation();
  const trust = useTrustTrader(page.user_id);
  const toggle = async () => {
    const trusting = !page.trusted;
    const name = page.record.nickname;
    const content = (
      <div data-testid="p2p-trader-trust-confirm">
        {trusting ? t('p2p_more.trust_confirm', { name }) : t('p2p_more.untrust_confirm', { name })}
      </div>
    );
    const confirmText = trusting ? t('p2p_more.trust') : t('p2p_more.untrust');
    if (await confirmDialog({ content, confirmText, cancelText: t('p2p.cancel') }))
      trust.mutate(trusting, {
        onSuccess: () => Toast.show({ content: trusting ? t('p2p_more.trusted') : t('p2p_more.untrusted') }),
      });
  };
  return (
    <Button
      block
      fill="outline"
      color="primary"
      loading={trust.isPending}
      onClick={() => void toggle()}
      data-testid="p2p-trader-trust"
      data-trusted={page.trusted}
    >
      {page.trusted ? t('p2p_more.untrust') : t('p2p_more.trust')}
    </Button>
  );
}

function TraderView({ page }: { page: TraderPage }) {
  const { t } = useTranslation();
  const me = useProfileValue((profile) => profile?.id ?? 0);
  const [taking, setTaking] = useState<P2pAd>();
  return (
    <div className="p2p-body" data-testid="p2p-trader-page">
      <TraderCard record={page.record} title={t('p2p_fiat.trader_record')} testId="p2p-trader" />
      <FeedbackFigures page={page} />
      <div className="p2p-muted p2p-section-title">{t('p2p_fiat.recent_feedback')}</div>
      <FeedbackList page={page} />
      <div className="p2p-muted p2p-section-title">{t('p2p_fiat.open_ads')}</div>
      {page.ads.length === 0 ? (
        <EmptyState text={page.blocked ? t('p2p_fiat.blocked_no_ads') : t('p2p_fiat.no_open_ads')} testId="p2p-trader-ads" />
      ) : (
        page.ads.map((ad) => <AdCard key={ad.id} ad={ad} onTake={setTaking} />)
      )}
      {me !== page.user_id && !page.blocked && <TrustButton page={page} />}
      {me !== page.user_id && <BlockButton page={page} />}
      {taking && (
        <Suspense fallback={null}>
          <TakeAdFlow ad={taking} onClose={() => setTaking(undefined)} />
        </Suspense>
      )}
    </div>
  );
}

export default function TraderPageScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const raw = Number(params.get('id') ?? 0);
  const id = Number.isInteger(raw) && raw > 0 ? raw : 0;
  const page = useTraderPage(id);
  return (
    <Page title={t('p2p_fiat.trader_title')}>
      {page.data ? (
        <TraderView page={page.data} />
      ) : id === 0 || answeredNo(page.error) ? (
        <NotFound testId="p2p-trader" />
      ) : (
        <LoadFailed query={page} testId="p2p-trader" />
      )}
    </Page>
  );
}
