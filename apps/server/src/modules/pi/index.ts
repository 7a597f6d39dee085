/** What other modules use of pi: its settings' reader (the P2P market's off-chain switch in Pi mode, docs/api.md "P2P in Pi mode"). */
export { piSetting } from './pi.settings.ts';
