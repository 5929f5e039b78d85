import {
  formatGrams,
  formatHarvestDate,
  formatPotency,
  terpeneNamesLabel,
  type Product,
} from '@leafbid/domain';
import { orNotAvailable } from '../product-text';
import { MARKETPLACE_MESSAGES, PRODUCT_POPUP_MESSAGES as M } from '../../../messages';

export interface ProductFactsProps {
  product: Product;
}

/** The popup's detail list (spec §2 "Product popup"). */
export function ProductFacts({ product }: ProductFactsProps) {
  const certifications = (product.Certification ?? []).filter((c) => c.trim());
  const upcoming = product.Upcoming_QTY_3_Months;
  const facts: Array<[label: string, value: string]> = [
    [M.thc, formatPotency(product, 'THC')],
    [M.cbd, formatPotency(product, 'CBD')],
    [M.terpenes, orNotAvailable(terpeneNamesLabel(product.Highest_Terpenes || product.Terpen))],
    [M.certification, certifications.length ? certifications.join(', ') : orNotAvailable(null)],
    [M.aromas, orNotAvailable(product.Aromas)],
    [M.lineage, orNotAvailable(product.Lineage)],
    [M.manufacturer, orNotAvailable(product.Manufacturer_name)],
    [M.harvestDate, formatHarvestDate(product.Harvest_Date)],
    [
      M.upcomingQuantity,
      upcoming == null ? orNotAvailable(null) : MARKETPLACE_MESSAGES.grams(formatGrams(upcoming)),
    ],
  ];

  return (
    <dl className="mk-details">
      {facts.map(([label, value]) => (
        <div key={label} className="mk-details__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
