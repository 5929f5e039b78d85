import { formatGrams, formatHarvestDate, formatPotency, type Product } from '@leafbid/domain';
import { orNotAvailable } from '../product-text';

export interface ProductFactsProps {
  product: Product;
}

/** The popup's detail list (spec §2 "Product popup"). */
export function ProductFacts({ product }: ProductFactsProps) {
  const certifications = (product.Certification ?? []).filter((c) => c.trim());
  const upcoming = product.Upcoming_QTY_3_Months;
  const facts: Array<[label: string, value: string]> = [
    ['THC', formatPotency(product, 'THC')],
    ['CBD', formatPotency(product, 'CBD')],
    ['Terpenes', orNotAvailable(product.Highest_Terpenes || product.Terpen)],
    ['Certification', certifications.length ? certifications.join(', ') : orNotAvailable(null)],
    ['Aromas', orNotAvailable(product.Aromas)],
    ['Lineage', orNotAvailable(product.Lineage)],
    ['Manufacturer', orNotAvailable(product.Manufacturer_name)],
    ['Harvest date', formatHarvestDate(product.Harvest_Date)],
    [
      'Upcoming quantity (3 months)',
      upcoming == null ? orNotAvailable(null) : `${formatGrams(upcoming)} g`,
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
