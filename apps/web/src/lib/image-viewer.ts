/**
 * Pictures opened full screen on a tap (antd-mobile's ImageViewer). Its code loads with the first tap: a feed or
 * a review list shows many pictures and none is open on arrival, so their screens' first load does not carry
 * the viewer's gestures and motion (bench/results/lighthouse-2026-11-29-b.md "changes").
 */
export function showImages(images: string[], defaultIndex = 0): Promise<void> {
  return import('./antd-image-viewer').then(({ ImageViewer }) => {
    ImageViewer.Multi.show({ images, defaultIndex });
  });
}
