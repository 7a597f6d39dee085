import type { Address } from '@app/contract';

/** An address on one line, as checkout lists it. */
export const oneLine = (address: Address) => `${address.name} ${address.mobile} · ${address.region} ${address.detail}`;
