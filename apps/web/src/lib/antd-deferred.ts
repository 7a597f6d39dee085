/**
 * antd-mobile parts the first screen does not need, in one lazily loaded chunk (issue 11 "Front-end
 * budgets"): Toast brings its mask and animation library, ErrorBlock its illustrations. Importing them
 * through this module, rather than `import('antd-mobile')`, keeps the chunk to these two.
 */
export { ErrorBlock, Toast } from 'antd-mobile';
