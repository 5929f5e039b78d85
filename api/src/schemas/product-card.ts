import type { CatalogueRow } from '../repositories/product-catalogue.js';
import { isoTime } from './common.js';
import { coverUrl } from './product.js';
import type { sharedSchemas } from './shared-schemas.js';

/**
 * A product card on the wire (docs/api.md "ProductCard"): productCardJsonSchema of the domain
 * package, what the spec §2 card shows, no more.
 */
export type ProductCardJson = sharedSchemas.ProductCardJson;

export function toProductCardJson(row: CatalogueRow): ProductCardJson {
  return {
    id: row.id,
    Product_Name: row.productName,
    Description: row.description,
    Product_Category: row.productCategory,
    Categories: row.categories,
    Highest_Terpenes: row.highestTerpenes,
    Terpen: row.terpen,
    THC_as_is: row.thcAsIs,
    THC_Min: row.thcMin,
    THC_Max: row.thcMax,
    CBD_as_is: row.cbdAsIs,
    CBD_Min: row.cbdMin,
    CBD_Max: row.cbdMax,
    Min_Request_G_Including_5_markup: row.minRequestPrice,
    Grams_Available_When_submitted: row.gramsAvailable,
    Min_QTY_Request: row.minQtyRequest,
    Created_Time: isoTime(row.createdAt),
    Product_Active: row.productActive,
    Request_pending: row.requestPending,
    cover: row.hasCover ? coverUrl(row.id) : null,
  };
}
