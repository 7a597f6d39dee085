/**
 * Whether the off-chain P2P market (PI for cash) is open, from /api/common/init `pi.p2p_offchain`: in Pi mode an
 * operator may turn it off (docs/api.md "Pi app (Pi mode)" → "P2P in Pi mode"). Open until init says otherwise.
 * Apart from its hook (p2p-offchain.ts) so the boot entry (app/first-data.ts) reads it without the query library.
 */
import type { InitReply } from '@app/contract';

export const offchainP2pOpen = (init: InitReply | undefined): boolean => init?.pi?.p2p_offchain !== false;
