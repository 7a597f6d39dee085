/** antd-mobile's PullToRefresh (with react-spring and use-gesture) in a chunk of its own (components/pull-refresh.tsx). */
export { PullToRefresh } from 'antd-mobile';
