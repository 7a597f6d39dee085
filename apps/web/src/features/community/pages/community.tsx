/**
 * pages/community/society/society (docs/product.md §2 tab 2; docs/api.md "Community"): tabs follow, find, news and notice, post
 * search, pull to refresh and endless scrolling, and the publish button. The tab and the search words
 * live in the URL, so back and shared links return to the same list.
 */
import { Button, Empty, SearchBar } from 'antd-mobile';
import { SegmentedSwitch } from '@/components/segmented-switch';
import { AddOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from '@/lib/router';
import { Page } from '@/components/page';
import { loginWithRedirect, paths } from '@/config/paths';
import { useSignedIn } from '@/lib/session';
import { useFeed, useSearch, type FeedSource } from '../api/get-feed';
import { ArticleList } from '../components/article-list';
import './community.css';

const TABS: FeedSource[] = ['follow', 'find', 'news', 'notice'];

function FeedTab({ source }: { source: FeedSource }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signedIn = useSignedIn();
  const feed = useFeed(source, source !== 'follow' || signedIn);
  if (source === 'follow' && !signedIn)
    return (
      <div className="community-guest" data-testid="feed-follow-guest">
        <Empty description={t('community.login_to_follow')} />
        <Button color="primary" size="small" onClick={() => navigate(loginWithRedirect(`${paths.community}?tab=follow`))}>
          {t('community.login')}
        </Button>
      </div>
    );
  return <ArticleList feed={feed} testId={`feed-${source}`} />;
}

function SearchResults({ keyword }: { keyword: string }) {
  return <ArticleList feed={useSearch(keyword)} testId="feed-search" />;
}

export default function CommunityPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tab = (TABS as string[]).includes(params.get('tab') ?? '') ? (params.get('tab') as FeedSource) : 'find';
  const keyword = params.get('keyword') ?? '';
  const update = (next: Record<string, string>) => setParams(next, { replace: true });
  const publish = () => navigate(paths.publishPost);
  return (
    <Page title={t('tab.community')} back={false}>
      <div className="community-search">
        <SearchBar
          placeholder={t('community.search_placeholder')}
          defaultValue={keyword}
          showCancelButton={() => keyword !== ''}
          cancelText={t('common.cancel')}
          onSearch={(value) => update(value.trim() ? { tab, keyword: value.trim() } : { tab })}
          onClear={() => update({ tab })}
          onCancel={() => update({ tab })}
          data-testid="community-search"
        />
      </div>
      {keyword ? (
        <SearchResults key={keyword} keyword={keyword} />
      ) : (
        <>
          {/* A segmented switch, not antd-mobile's Tabs: their ink line's motion library (react-spring, ~16 KB
              gzipped) was on the feed's first load for an underline (bench/results/lighthouse-2026-11-29-b.md). */}
          <div className="community-tabs screen-switch">
            <SegmentedSwitch
              aria-label={t('tab.community')}
              value={tab}
              onChange={(key) => update({ tab: key })}
              options={TABS.map((source) => ({
                value: source,
                label: <span data-testid={`community-tab-${source}`}>{t(`community.tab_${source}`)}</span>,
              }))}
            />
          </div>
          <FeedTab key={tab} source={tab} />
        </>
      )}
      <Button
        className="community-publish"
        color="primary"
        shape="rounded"
        onClick={publish}
        data-testid="community-publish"
        aria-label={t('community.publish')}
      >
        <AddOutline fontSize={26} />
      </Button>
    </Page>
  );
}
