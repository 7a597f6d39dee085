/** antd-mobile's Dialog (with its mask, popup and motion) in a chunk of its own, loaded when one is asked (confirm-dialog.ts). */
export { Dialog } from 'antd-mobile';
