/**
 * The two update questions of docs/product.md §4 "App update" (see update-prompt.tsx), in their own chunk: they are
 * rarely shown and antd-mobile's Modal would add its animation library to every first load (the first-load budget,
 * e2e/tests/budget.e2e.ts).
 */
import { Modal } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

export interface UpdateDialogsProps {
  /** a newly deployed build is waiting */
  newBuild: boolean;
  onUpdate(): void;
  onLater(): void;
  /** a native download is offered */
  offerDownload: boolean;
  onDownload(): void;
  onIgnoreDownload(): void;
}

export default function UpdateDialogs(props: UpdateDialogsProps) {
  const { t } = useTranslation();
  return (
    <>
      <Modal
        visible={props.newBuild}
        title={t('update.title')}
        content={<div data-testid="update-prompt">{t('update.new_build')}</div>}
        closeOnAction
        actions={[
          { key: 'now', text: t('update.now'), primary: true, onClick: props.onUpdate },
          { key: 'later', text: t('update.later'), onClick: props.onLater },
        ]}
      />
      <Modal
        visible={props.offerDownload}
        title={t('update.title')}
        content={<div data-testid="update-download">{t('update.new_version')}</div>}
        closeOnAction
        actions={[
          { key: 'open', text: t('update.download'), primary: true, onClick: props.onDownload },
          { key: 'later', text: t('update.later'), onClick: props.onIgnoreDownload },
        ]}
      />
    </>
  );
}
