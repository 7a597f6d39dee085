export { freePort } from './ports.mjs';
export { CHROMIUM_ARGS, chromiumPath, findChromium } from './chromium.mjs';
export { findPostgres, startPostgres } from './postgres.mjs';
export { deployTestToken, EVM_FUNDER, evmRpc, mineBlocks, sendTestToken, startEvmNode } from './evm-node.mjs';
export { startPiPlatform } from './pi-platform.mjs';
export { PI_SDK_URL, piPlatformBridge, piSdkStandInSource } from './pi-sdk.mjs';
export { startHorizon, toStroops } from './horizon.mjs';
