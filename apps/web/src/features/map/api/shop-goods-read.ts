/**
 * The read of a shop page's goods grid (docs/api.md /api/product/getlist `{ shop_id }`), kept apart from its query
 * so the boot entry (app/first-data.ts) can start the very same read without loading the query library.
 */
export const shopGoodsBody = (shopId: number) => ({ shop_id: shopId, page: 1, limit: 20 });
