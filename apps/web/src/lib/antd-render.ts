/**
 * STACK-NOTES "antd-mobile 5 with React 19": antd-mobile's imperative APIs (Toast, Dialog, Modal) render
 * nothing under React 19 until they are given a createRoot-based renderer. Imported first by the entry
 * and by the test setup, so no Toast can be shown before this runs.
 */
import { unstableSetRender } from 'antd-mobile';
import { createRoot, type Root } from 'react-dom/client';

const roots = new WeakMap<Element | DocumentFragment, Root>();

unstableSetRender((node, container) => {
  let root = roots.get(container);
  if (!root) {
    root = createRoot(container);
    roots.set(container, root);
  }
  root.render(node);
  const mounted = root;
  return async () => {
    // Unmounting synchronously inside React's own commit warns; wait one tick like antd-mobile's docs.
    await new Promise((resolve) => setTimeout(resolve, 0));
    mounted.unmount();
    roots.delete(container);
  };
});
