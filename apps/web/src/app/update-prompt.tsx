/**
 * App update (spec §3 "App update state", §4 "App update"; issue 9): the web form of the 1.5.3 client's
 * update flow. A newly deployed build installs its service worker in the background and waits; the member
 * is asked before the app switches to it (and reloads). A native download announced by /api/common/init
 * (`update: {type, url}`) is offered once per link; "later" is remembered like the client's `ignore` record.
 */
import { Modal } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { useInit } from '@/lib/app-init';

/** How often an open app asks the server for a newer build, besides each return to the app. */
const CHECK_MS = 30 * 60 * 1000;
const IGNORED_KEY = 'update-ignored';

function useNewBuild() {
  const sw = useRegisterSW({
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      setInterval(() => void registration.update(), CHECK_MS);
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') void registration.update();
      });
    },
  });
  const [needRefresh, setNeedRefresh] = sw.needRefresh;
  return { needRefresh, later: () => setNeedRefresh(false), update: () => void sw.updateServiceWorker(true) };
}

export function UpdatePrompt() {
  const { t } = useTranslation();
  const build = useNewBuild();
  const download = useInit().data?.update;
  const [ignored, setIgnored] = useState(() => localStorage.getItem(IGNORED_KEY));
  const offerDownload = Boolean(download?.url) && ignored !== download?.url && !build.needRefresh;
  useEffect(() => {
    if (ignored) localStorage.setItem(IGNORED_KEY, ignored);
  }, [ignored]);

  return (
    <>
      <Modal
        visible={build.needRefresh}
        title={t('update.title')}
        content={<div data-testid="update-prompt">{t('update.new_build')}</div>}
        closeOnAction
        actions={[
          { key: 'now', text: t('update.now'), primary: true, onClick: build.update },
          { key: 'later', text: t('update.later'), onClick: build.later },
        ]}
      />
      <Modal
        visible={offerDownload}
        title={t('update.title')}
        content={<div data-testid="update-download">{t('update.new_version')}</div>}
        closeOnAction
        actions={[
          {
            key: 'open',
            text: t('update.download'),
            primary: true,
            onClick: () => {
              window.open(download!.url, '_blank', 'noopener');
              setIgnored(download!.url);
            },
          },
          { key: 'later', text: t('update.later'), onClick: () => setIgnored(download!.url) },
        ]}
      />
    </>
  );
}
