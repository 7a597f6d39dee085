/**
 * antd-mobile's Dialog.confirm, named for assistive technology: its box has role="dialog" but takes its name only
 * from `aria-label`, and a dialog without one is a serious axe finding ("aria-dialog-name", WCAG 4.1.2). The name
 * is the title, or the content when it is text, else "Confirm" in the reader's language.
 */
import { Dialog, type DialogConfirmProps } from 'antd-mobile';
import { i18n } from './i18n';

export function confirmDialog(props: DialogConfirmProps): Promise<boolean> {
  const name = [props.title, props.content].find((part): part is string => typeof part === 'string');
  return Dialog.confirm({ 'aria-label': name ?? i18n.t('common.confirm'), ...props });
}
