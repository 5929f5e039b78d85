import type { CatalogueRow } from '../repositories/product-catalogue.js';
import { isoTime } from './common.js';
import { coverUrl } from './product.js';

/**
 * A product card on the wire (docs/api.md "ProductCard"): what the spec §2 card shows, no more.
 * The popup asks GET /products/{id} for the whole product. `Description` is cut to one character
 * past the card's preview, so the card still knows to add its ellipsis.
 */
export interface ProductCardJson {
  id: string;
  Product_Name: string;
  Description: string | null;
  Product_Category: string | null;
  Categories: string[];
  Highest_Terpenes: string | null;
  Terpen: string | null;
  THC_as_is: number | null;
  THC_Min: number | null;
  THC_Max: number | null;
  CBD_as_is: number | null;
  CBD_Min: number | null;
  CBD_Max: number | null;
  Created_Time: string | null;
  Product_Active: boolean;
  Request_pending: boolean;
  cover: string | null;
}

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
    Created_Time: isoTime(row.createdAt),
    Product_Active: row.productActive,
    Request_pending: row.requestPending,
    cover: row.hasCover ? coverUrl(row.id) : null,
  };
}
