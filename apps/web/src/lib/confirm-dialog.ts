/**
 * antd-mobile's Dialog.confirm, named for assistive technology: its box has role="dialog" but takes its name only
 * from `aria-label`, and a dialog without one is a serious axe finding ("aria-dialog-name", WCAG 4.1.2). The name
 * is the title, or the content when it is text, else "Confirm" in the reader's language. The dialog's code loads
 * when one is first asked: screens that may ask (P2P trading, orders) do not carry it on their first load
 * (bench/results/lighthouse-2026-11-29-b.md "changes").
 */
import type { DialogConfirmProps } from 'antd-mobile';
import { i18n } from './i18n';

export async function confirmDialog(props: DialogConfirmProps): Promise<boolean> {
  const { Dialog } = await import('./antd-dialog');
  const name = [props.title, props.content].find((part): part is string => typeof part === 'string');
  return Dialog.confirm({ 'aria-label': name ?? i18n.t('common.confirm'), ...props });
}
