/** Shared vocabulary of the demo catalogue (spec §3 and §9). */
import type { CannabisType, Certification, ProductCategory } from '@leafbid/domain';
import { sharedDomain } from '../domain/shared-domain.js';

// The spec's vocabularies come from the one source of truth in @leafbid/domain.
export const PRODUCT_CATEGORIES = sharedDomain.PRODUCT_CATEGORIES;
export type { ProductCategory };
export const STRAIN_TYPES = sharedDomain.CANNABIS_TYPES;
export type StrainType = CannabisType;
export const CERTIFICATIONS = sharedDomain.CERTIFICATIONS;
export type CertificationCode = Certification;

/** Terpene names used by the demo data; all appear in the spec's suggestion list. */
export const DEMO_TERPENES = [
  'Myrcene',
  'Limonene',
  'Beta-Caryophyllene',
  'Linalool',
  'Humulene',
  'Terpinolene',
  'Ocimene',
  'Alpha-Pinene',
  'Beta-Pinene',
  'Bisabolol',
  'Nerolidol',
  'Valencene',
  'Geraniol',
  'Eucalyptol',
  'Guaiol',
  'Terpineol',
  'Farnesene',
  'Camphene',
] as const;

/** The day the demo data is anchored to: Harvest_Date values fall in the 12 months before it. */
export const DEMO_REFERENCE_DATE = '2026-11-22';

export interface DemoProduct {
  Product_Name: string;
  Description: string;
  Manufacturer_name: string;
  Lineage: string;
  Aromas: string;
  /** One or two of PRODUCT_CATEGORIES, comma-separated. */
  Product_Category: string;
  Categories: Array<'Indica' | 'Sativa' | 'Hybrid'>;
  Certification: Array<'GACP' | 'GMP1' | 'GMP2' | 'GPP'>;
  Terpen: string;
  Highest_Terpenes: string;
  Total_Terpenes_Percentage: number;
  THC_as_is: number | null;
  THC_Min: number | null;
  THC_Max: number | null;
  CBD_as_is: number | null;
  CBD_Min: number | null;
  CBD_Max: number | null;
  Min_QTY_Request: number;
  Min_Request_G_Including_5_markup: number;
  Grams_Available_When_submitted: number;
  Upcoming_QTY_3_Months: number;
  /** YYYY-MM-DD, within the 12 months before DEMO_REFERENCE_DATE. */
  Harvest_Date: string;
  Product_Active: boolean;
  Request_pending: boolean;
  /** 'demo-seller' for most, a few 'demo-both'. */
  ownerUid: string;
  /** Distinct values so 'newest first' is well defined. */
  createdDaysAgo: number;
}
