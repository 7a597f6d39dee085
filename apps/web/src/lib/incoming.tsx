/**
 * What the app does with an incoming chat message or notice (docs/api.md "Notifications", docs/architecture.md
 * "Notices in the member app"), loaded with the first one the way lib/toast.ts loads the toast, so none of it
 * is on the first load (e2e/tests/budget.e2e.ts). A notice refreshes every notice read (the bell, the Me
 * entry, an open centre) and the balances. Either shows in a banner across the top, in a root of its own like
 * antd-mobile's toasts: the sender's avatar, name and text, or the notice's title and body. The banner takes no
 * focus and changes no screen, so what the member is typing stays; it hides after a few seconds, and a tap opens
 * the conversation or the notice's link. A newer one replaces it.
 */
import { BellOutline, CloseOutline, UserOutline } from 'antd-mobile-icons';
import { createRoot, type Root } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { appRoute } from './app-route';
import { noticeKeys } from './notice-keys';
import { queryClient } from './query-client';
import { mediaUrl } from './request';
import { walletKey } from './wallet-balance';
import './incoming.css';

export interface Incoming {
  kind: 'chat' | 'notice';
  /** the sender's name, or the notice's title */
  title: string;
  /** the message text or the notice's body; empty for an image message */
  text: string;
  /** a chat message that is an image (its preview is a word, not the path) */
  image?: boolean;
  avatar?: string;
  /** the hash route a tap opens */
  link: string;
}

/** Long enough to read a line, short enough not to sit over the screen (WeChat and Shopee use 3–5 s). */
export const BANNER_MS = 5_000;

let root: Root | undefined;
let shown: Incoming | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;

function render(): void {
  if (!root) {
    const container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  }
  root.render(shown ? <Banner key={Date.now()} banner={shown} /> : null);
}

export function dismissBanner(): void {
  clearTimeout(timer);
  shown = null;
  if (root) render();
}

/** Takes the banner's root away too; test files that share one page (src/test/setup.ts) replace its body. */
export function removeBanner(): void {
  dismissBanner();
  root?.unmount();
  root = undefined;
}

/** The route the member is on, without its query. */
function currentPath(): string {
  return window.location.hash.slice(1).split('?')[0] ?? '';
}

export function receive(incoming: Incoming): void {
  if (incoming.kind === 'notice') {
    void queryClient.invalidateQueries({ queryKey: noticeKeys.all });
    // What a notice tells of (a deposit credited, a withdrawal paid, an order settled) has mostly moved money:
    // the balances are read again where they show, now or when next opened, not kept for the cache's 30 s.
    void queryClient.invalidateQueries({ queryKey: walletKey });
    // The notice centre lists it itself.
    if (currentPath() === paths.notices) return;
  }
  clearTimeout(timer);
  shown = incoming;
  timer = setTimeout(dismissBanner, BANNER_MS);
  render();
}

function Face({ banner }: { banner: Incoming }) {
  if (banner.kind === 'chat' && banner.avatar) {
    return <img className="incoming-banner-face" src={mediaUrl(banner.avatar)} alt="" width={36} height={36} />;
  }
  return (
    <span className="incoming-banner-face" aria-hidden>
      {banner.kind === 'chat' ? <UserOutline /> : <BellOutline />}
    </span>
  );
}

function Banner({ banner }: { banner: Incoming }) {
  const { t } = useTranslation();
  const open = () => {
    dismissBanner();
    const route = appRoute(banner.link);
    if (route) window.location.hash = `#${route}`;
  };
  return (
    <div className="incoming-banner" role="status" data-testid="incoming-banner" data-kind={banner.kind}>
      <button type="button" className="incoming-banner-open" onClick={open} data-testid="incoming-banner-open">
        <Face banner={banner} />
        <span className="incoming-banner-texts">
          <strong className="incoming-banner-title">{banner.title}</strong>
          <span className="incoming-banner-text">{banner.image ? t('notices.banner_image') : banner.text}</span>
        </span>
      </button>
      <button
        type="button"
        className="incoming-banner-close"
        aria-label={t('notices.banner_close')}
        onClick={dismissBanner}
        data-testid="incoming-banner-close"
      >
        <CloseOutline aria-hidden />
      </button>
    </div>
  );
}
