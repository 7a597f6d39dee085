/**
 * antd-mobile parts the first screen does not need, in one lazily loaded chunk (the first-load budget,
 * e2e/tests/budget.e2e.ts): Toast brings its mask and animation library, ErrorBlock its illustrations. Importing them
 * through this module, rather than `import('antd-mobile')`, keeps the chunk to these two.
 */
export { ErrorBlock, Toast } from 'antd-mobile';
