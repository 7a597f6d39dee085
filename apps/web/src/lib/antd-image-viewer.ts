/** antd-mobile's ImageViewer (with its gestures and motion) in a chunk of its own, loaded on a tap (image-viewer.ts). */
export { ImageViewer } from 'antd-mobile';
