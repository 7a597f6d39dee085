/** The Configuration page's Pi mode line: on (network, sandbox) or off; nothing while unknown. */
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePiStatus } from '../api/get-pi-status.ts';

export function PiModeLine() {
  const { t } = useTranslation();
  const status = usePiStatus();
  if (!status.data) return null;
  const { enabled, sandbox, network } = status.data;
  const text = !enabled
    ? t('config.pi_mode.off')
    : t(sandbox ? 'config.pi_mode.on_sandbox' : 'config.pi_mode.on', { network: network ?? '' });
  return (
    <Alert type={enabled ? 'success' : 'info'} showIcon title={text} style={{ marginBottom: 16 }} data-testid="pi-mode-line" />
  );
}
