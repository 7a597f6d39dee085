/**
 * page/business/business (trading, with buy and sell tabs), page/business/buypi and sellpi (the same
 * screen opened on one side): others' open ads, best price first, in the currency chosen first (docs/api.md
 * "P2P in the members' own money" → "The market"; USDT for the wallet market) and narrowed by its providers and a
 * fiat amount — or, in the wallet market, by how they are paid and by amount — taken with an amount and the payment
 * password (docs/api.md "Peer-to-peer PI market"). Taking needs advanced verification (docs/product.md §6); a member without it is
 * told so and shown the way, and can still look at the market.
 */
import type { Locale, P2pAd, P2pAdType } from '@app/contract';
import { Button } from 'antd-mobile';
import { SegmentedSwitch } from '@/components/segmented-switch';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from '@/lib/router';
import { Page } from '@/components/page';
import { PullRefresh } from '@/components/pull-refresh';
import { paths } from '@/config/paths';
import { useOffchainP2pOpen } from '@/lib/p2p-offchain';
import { useCurrencies, useProviders } from '../api/fiat';
import type { AdFilter } from '../api/get-ads';
import { p2pKeys } from '../api/keys';
import { useVerifyLevel } from '../api/verify-level';
import { AdFilters, filterOf, NO_FILTER } from '../components/ad-filters';
import { AdList } from '../components/ad-list';
import { CurrencyPicker } from '../components/currency-picker';
import { type Market, marketOf, openingMarket, rememberedFiat, rememberFiat, WALLET_MARKET } from '../components/fiat-choice';
import { FiatFilters, fiatFilterOf, hasFiatFilter, NO_FIAT_FILTER } from '../components/fiat-filters';
import { Loading } from '../components/query-state';
import { NeedsAdvanced } from '../components/verify-gate';
import './p2p.css';
import './p2p-trade.css';
import { confirmDialog } from '@/lib/confirm-dialog';

/** Typing an amount asks the server once the typing pauses, not at every key. */
const FILTER_PAUSE_MS = 400;

function useSettled<T>(value: T): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), FILTER_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

/**
 * The ways from the market to a new ad, my ads, my payment methods, my offer alerts and my trusted and blocked
 * traders: one row that scrolls sideways, as P2P markets keep their user centre to one line above the offers (five
 * buttons wrapped into three rows at 375 px and pushed the offers down).
 */
const TOOLBAR_LINKS = [
  { path: paths.myAds, label: 'p2p.my_ads', testId: 'p2p-to-my-ads' },
  { path: paths.payMethods, label: 'p2p.pm_title', testId: 'p2p-to-pay-methods' },
  { path: paths.p2pAlerts, label: 'p2p_more.alerts_title', testId: 'p2p-to-alerts' },
  { path: paths.p2pTraders, label: 'p2p_more.traders_title', testId: 'p2p-to-traders' },
] as const;

function Toolbar() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <nav className="p2p-toolbar" aria-label={t('title.business')}>
      <Button size="small" color="primary" onClick={() => navigate(paths.createAd)} data-testid="p2p-to-create-ad">
        {t('p2p.create_ad')}
      </Button>
      {TOOLBAR_LINKS.map((link) => (
        <Button key={link.testId} size="small" fill="outline" onClick={() => navigate(link.path)} data-testid={link.testId}>
          {t(link.label)}
        </Button>
      ))}
    </nav>
  );
}

/**
 * Taking an ad (the amount sheet, the payment sheet and the seller's payment methods) loads when a member
 * takes one, not with the market (bench/results/lighthouse-2026-11-28-pages.md "trading").
 */
const TakeAdFlow = lazy(() => import('../components/take-ad-flow').then((module) => ({ default: module.TakeAdFlow })));

/** The member's side names the tab; the ads listed there are the other side's. */
const ADS_FOR: Record<'buy' | 'sell', P2pAdType> = { buy: 'sell', sell: 'buy' };

/** The market chosen: the link's, the remembered or the language's currency (fiat-choice.ts), once currencies are known. */
function useMarket(): { market: Market | undefined; codes: string[]; choose: (code: string) => void } {
  const { i18n } = useTranslation();
  const [params] = useSearchParams();
  const currencies = useCurrencies();
  const [picked, setPicked] = useState<string>();
  // With the off-chain market off (docs/api.md "P2P in Pi mode") only the wallet market is offered.
  const offchainOpen = useOffchainP2pOpen();
  const list = !offchainOpen ? [] : (currencies.data ?? (currencies.isError ? [] : undefined));
  const codes = list?.map((c) => c.code) ?? [];
  const market =
    picked !== undefined
      ? marketOf(list ?? [], picked)
      : list &&
        openingMarket(list, { linked: params.get('fiat'), remembered: rememberedFiat(), locale: i18n.language as Locale });
  const choose = (next: string) => {
    rememberFiat(next);
    setPicked(next);
  };
  return { market, codes, choose };
}

function TradingScreen({ initial, title }: { initial: 'buy' | 'sell'; title: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const level = useVerifyLevel();
  const [side, setSide] = useState(initial);
  const [taking, setTaking] = useState<P2pAd>();
  const { market, codes, choose } = useMarket();
  const offchainOpen = useOffchainP2pOpen();
  const [walletDraft, setWalletDraft] = useState(NO_FILTER);
  const [fiatDraft, setFiatDraft] = useState(NO_FIAT_FILTER);
  const settledWallet = useSettled(walletDraft);
  const settledFiat = useSettled(fiatDraft);
  const providers = useProviders(market?.fiat ?? undefined);
  const fiat = market?.fiat;
  const filter: AdFilter = fiat ? fiatFilterOf(fiat, market.decimals, settledFiat) : filterOf(settledWallet, ADS_FOR[side]);
  const clearFilters = fiat && hasFiatFilter(settledFiat) ? () => setFiatDraft(NO_FIAT_FILTER) : undefined;
  const advanced = level === 'advanced';
  // another currency starts unfiltered: one currency's providers and amounts mean nothing in another
  const chooseMarket = (code: string) => {
    setFiatDraft(NO_FIAT_FILTER);
    choose(code);
  };

  const take = async (ad: P2pAd) => {
    if (advanced) return setTaking(ad);
    const go = await confirmDialog({
      content: <div data-testid="p2p-verify-dialog">{t('p2p.verify_needed')}</div>,
      confirmText: t('p2p.verify_now'),
      cancelText: t('p2p.cancel'),
    });
    if (go) navigate(paths.authentication);
  };

  return (
    <Page
      title={title}
      right={
        <span onClick={() => navigate(paths.piOrders)} data-testid="p2p-to-orders">
          {t('p2p.my_orders')}
        </span>
      }
    >
      {/* A segmented switch, as P2P markets show the two sides. antd-mobile's Tabs measured its ink line in a layout
          effect as the screen mounted: the screen's longest task on a phone (bench/results/lighthouse-*.md). */}
      <div className="screen-switch">
        <SegmentedSwitch
          aria-label={t('title.business')}
          value={side}
          onChange={setSide}
          options={[
            { value: 'buy', label: <span data-testid="p2p-tab-buy">{t('p2p.buy_pi')}</span> },
            { value: 'sell', label: <span data-testid="p2p-tab-sell">{t('p2p.sell_pi')}</span> },
          ]}
        />
      </div>
      {level !== undefined && !advanced && <NeedsAdvanced />}
      <Toolbar />
      {market ? (
        <>
          {offchainOpen && <CurrencyPicker value={market.fiat ?? WALLET_MARKET} currencies={codes} onChange={chooseMarket} />}
          {fiat ? (
            <FiatFilters
              type={ADS_FOR[side]}
              fiat={fiat}
              decimals={market.decimals}
              providers={providers.data ?? (providers.isError ? [] : undefined)}
              value={fiatDraft}
              onChange={setFiatDraft}
            />
          ) : (
            <AdFilters type={ADS_FOR[side]} value={walletDraft} onChange={setWalletDraft} />
          )}
        </>
      ) : (
        // Until the currency is known: the place of the currency row and of its filters, so the offers appear
        // where they stay (they moved 75 px down, Lighthouse's CLS 0.063 on this screen).
        <div className="p2p-market-placeholder" aria-hidden />
      )}
      <PullRefresh
        onRefresh={() => queryClient.invalidateQueries({ queryKey: p2pKeys.ads(ADS_FOR[side]) })}
        pullingText={t('p2p.pull')}
        canReleaseText={t('p2p.release')}
        refreshingText={t('p2p.refreshing')}
        completeText={t('p2p.refreshed')}
      >
        <div className="p2p-body">
          {market ? (
            <AdList
              key={side}
              type={ADS_FOR[side]}
              filter={filter}
              onTake={(ad) => void take(ad)}
              onClearFilters={clearFilters}
            />
          ) : (
            <Loading testId="p2p-ads" />
          )}
        </div>
      </PullRefresh>
      {taking && (
        <Suspense fallback={null}>
          <TakeAdFlow ad={taking} onClose={() => setTaking(undefined)} />
        </Suspense>
      )}
    </Page>
  );
}

export default function BusinessPage() {
  const { t } = useTranslation();
  return <TradingScreen initial="buy" title={t('title.business')} />;
}

export function BuyPiPage() {
  const { t } = useTranslation();
  return <TradingScreen initial="buy" title={t('title.buy_pi')} />;
}

export function SellPiPage() {
  const { t } = useTranslation();
  return <TradingScreen initial="sell" title={t('title.sell_pi')} />;
}
