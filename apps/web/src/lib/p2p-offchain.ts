/**
 * Whether the off-chain P2P market (PI for cash) is open: in Pi mode an operator may turn it off, as Pi's developer
 * terms may restrict PI-for-fiat trading in listed apps (docs/api.md "Pi app (Pi mode)" → "P2P in Pi mode";
 * /api/common/init `pi.p2p_offchain`). Open until init says otherwise, and always outside Pi mode.
 */
import { useInit } from './app-init';
import { offchainP2pOpen } from './offchain-open';

export function useOffchainP2pOpen(): boolean {
  return offchainP2pOpen(useInit().data);
}
