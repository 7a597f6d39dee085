/** Dialogs in tests: antd-mobile's center popups open and close on a spring. */
import { fireEvent, waitFor, within } from '@testing-library/react';

/**
 * Taps a button of the open antd-mobile dialog once its opening has finished, as a member's tap can only come then
 * (the dialog takes no taps while it fades in). A tap within the opening's first frame left the dialog on the page
 * after Cancel (docs/reliability.md "The member app's and the console's unit tests").
 */
export async function tapInDialog(text: string): Promise<void> {
  const shown = await waitFor(() => {
    const box = [...document.querySelectorAll<HTMLElement>('.adm-center-popup-wrap > div')].at(-1);
    if (box?.style.opacity !== '1') throw new Error('the dialog is still opening');
    return box;
  });
  fireEvent.click(within(shown).getByText(text));
}
