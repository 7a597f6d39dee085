/**
 * What the member app's libraries ask of react-is (antd-mobile's form and child traversal, rc-util's refs),
 * answered for Preact's compat elements (vite.config.ts `PREACT_COMPAT` points react-is here): compat marks
 * its own fragments, memos and forwardRef components the way react-is recognises React's.
 */
export { isFragment, isMemo, isValidElement as isElement } from 'preact/compat';

/** The mark compat's forwardRef() puts on the components it makes (React's own symbol). */
export const ForwardRef = Symbol.for('react.forward_ref');
