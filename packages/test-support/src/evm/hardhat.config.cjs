// The local EVM node of the deposit tests (evm-node.mjs): Hardhat's default accounts, blocks mined on each
// transaction and on evm_mine, so a test decides how many confirmations a transfer has.
module.exports = { networks: { hardhat: { chainId: 31337, mining: { auto: true } } } };
