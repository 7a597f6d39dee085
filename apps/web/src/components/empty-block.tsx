/**
 * antd-mobile's ErrorBlock for an empty list, built with its "empty" picture alone (`createErrorBlock`): the empty
 * state must show with the list, so it cannot load later as a failure's block does (components/lazy-error-block.tsx),
 * and the full block's four pictures were ~8 KB gzipped on each list screen's first load
 * (bench/results/lighthouse-2026-11-29-b.md "changes").
 */
import { createErrorBlock, type ErrorBlockProps } from 'antd-mobile';
import { emptyImage } from 'antd-mobile/es/components/error-block/images/empty';

const Block = createErrorBlock({ empty: emptyImage });

export function EmptyBlock(props: Omit<ErrorBlockProps, 'status'>) {
  return <Block {...props} status="empty" />;
}
