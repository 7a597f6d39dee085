/**
 * Vitest setup, run before each test file: the antd-mobile React 19 renderer first, as in the app entry. What a
 * test may leave behind — storage, the page, the session, the query cache, the chat socket, the incoming
 * banner, pending reads, the shared fetch, stubbed globals and fake timers — is reset after each test, so a
 * test passes in any order within its file (`--sequence.shuffle`). The same reset, and the language, run
 * before each file too, ready for files sharing a worker's page (docs/reliability.md "Test run time").
 */
import '../lib/antd-render';
import { cleanup, configure } from '@testing-library/react';
import { Globals } from '@react-spring/web';
import { Dialog, Modal, Toast } from 'antd-mobile';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { changeLanguage, i18n } from '@/lib/i18n';
import { removeBanner } from '@/lib/incoming';
import { setInstallState } from '@/lib/install-prompt';
import { queryClient } from '@/lib/query-client';
import { resetRequestState } from '@/lib/request';
import { clearProfile } from '@/lib/session';
import { chatSocket } from '@/lib/socket';
import { resetToastState } from '@/lib/toast';
import { FakeSocket } from './fake-socket';
import { fetchMock } from './fetch-mock';

// An <a> without href is no link in a browser, but jsdom follows it to the page's own address, dropping the hash
// route (antd-mobile's clickable List.Item and its ActionSheet's actions are such anchors). Caught on the way down:
// antd-mobile's popups stop a click from bubbling out of them (withStopPropagation), so a listener on the way up
// never saw an action sheet's tap, and the page went back to the map a moment after it.
document.addEventListener(
  'click',
  (event) => {
    const anchor = event.target instanceof Element ? event.target.closest('a') : null;
    if (anchor && !anchor.hasAttribute('href')) event.preventDefault();
  },
  true,
);

// antd-mobile's popups, masks and toasts animate with react-spring, whose one frame loop asks for a frame only
// when it has none pending. A frame asked while a test had faked the clock is dropped when the test puts the
// real clock back, and every later animation of the worker would then wait for it: a toast stayed invisible.
// Its frames come from the real clock, kept before any test can fake it.
const realSetTimeout = globalThis.setTimeout;
Globals.assign({ requestAnimationFrame: (frame) => void realSetTimeout(frame, 16) });

// Screens are lazy chunks; their first import in a test worker includes the on-the-fly transform.
configure({ asyncUtilTimeout: 15_000 });

/**
 * What the page held before the worker's first file: whatever a file appends to the head (a preload link) or
 * defines on navigator (a service worker, the clipboard, a camera) goes.
 */
const worker = globalThis as { headAtStart?: Set<Node>; navigatorAtStart?: Set<string> };
worker.headAtStart ??= new Set(document.head.childNodes);
worker.navigatorAtStart ??= new Set(Object.getOwnPropertyNames(navigator));

function resetPage(): void {
  for (const node of [...document.head.childNodes]) if (!worker.headAtStart?.has(node)) node.remove();
  for (const name of Object.getOwnPropertyNames(navigator))
    if (!worker.navigatorAtStart?.has(name)) Reflect.deleteProperty(navigator, name);
  document.body.replaceChildren();
  document.documentElement.removeAttribute('lang');
  history.replaceState(null, '', '/');
}

/** Everything a test or a file may leave behind; run before each file and after each test. */
function startFresh(): void {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  // The shared fetch of render-app.tsx keeps no calls, and answers nothing until the next test says what.
  fetchMock.mockReset();
  FakeSocket.made = [];
  chatSocket.close();
  chatSocket.focus = null;
  removeBanner();
  resetRequestState();
  // Toasts and dialogs live in roots of their own, outside what cleanup() unmounts; a toast's close timer
  // left running would render after the file's jsdom is gone ("window is not defined", an unhandled error).
  Toast.clear();
  Dialog.clear();
  Modal.clear();
  resetToastState();
  queryClient.clear();
  localStorage.clear();
  sessionStorage.clear();
  clearProfile();
  setInstallState({ offer: null, installed: false });
  resetPage();
}

beforeAll(async () => {
  startFresh();
  // A file that never picks a language finds the one it would alone: English, what jsdom's browser speaks.
  // (antd-mobile's texts follow; the choice it stores is dropped again.)
  if (i18n.isInitialized && i18n.language !== 'en') await changeLanguage('en');
  localStorage.clear();
  document.documentElement.removeAttribute('lang');
});

afterEach(() => {
  cleanup();
  startFresh();
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

// A toast the request client shows arrives after its lazy import resolves, possibly after the last
// afterEach; close it, then let React finish the work already scheduled (on setImmediate) before the
// environment is torn down or the next file starts. A lazy screen still loading when the file ends would
// otherwise fail to load ("after the environment was torn down"), and the next file of the worker would
// meet that failed import, cached, as an error screen.
afterAll(async () => {
  await vi.dynamicImportSettled();
  await settle();
  Toast.clear();
  Dialog.clear();
  Modal.clear();
  await settle();
});
