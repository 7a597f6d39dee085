/**
 * Tag colours of the P2P screens, darker than antd-mobile's named ones, whose orange and green on white fall
 * short of the 4.5:1 text contrast (axe, in e2e/tests/p2p-offchain.e2e.ts).
 */
export const TAG_COLOR = {
  waiting: '#ad4e00',
  moving: '#0958d9',
  done: '#237804',
  stopped: '#c41d1f',
  neutral: '#595959',
} as const;
