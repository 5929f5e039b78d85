import { ORDER_MESSAGES, formatGrams, formatMoney, numberFormat } from '@leafbid/domain';
import { BID_LEVEL_MESSAGES, LISTING_DEMAND_MESSAGES as M } from '../../../messages';
import { BID_LEVELS_BEST_FIRST, type ListingDemand } from '../api/trade-desk';

export interface ListingDemandProps {
  /** The listing's name, read with the block's name ('Demand for Pink Kush'). */
  name: string;
  /** The listing's demand; null when it has none (GET /listings/demand leaves it out). */
  demand: ListingDemand | null;
}

/** A price per gram in the active locale's money: '$2.50/g' ('2,50 $/g' in fr-CA); '-' when none. */
export const pricePerGram = (price: number | null | undefined): string =>
  price == null ? ORDER_MESSAGES.missingValue : M.perGram(formatMoney(price));

/** Grams in the active locale's grouping: '1 200 g'; '-' when unknown. */
export const grams = (value: number | null | undefined): string =>
  value == null ? ORDER_MESSAGES.missingValue : M.grams(formatGrams(value));

/**
 * Issue 20: a listing's open bids as its seller sees them: how many, the grams they ask for, the
 * best price per gram and how many fall in each spec §5 quality level; 'No open bids' otherwise.
 */
export function ListingDemandFigures({ name, demand }: ListingDemandProps) {
  const open = demand && demand.open_bids > 0 ? demand : null;
  return (
    <div className="ls-demand" role="group" aria-label={M.title(name)}>
      {open ? (
        <dl className="ls-demand__figures">
          <div className="ls-demand__figure">
            <dt>{M.openBids}</dt>
            <dd>{numberFormat({}).format(open.open_bids)}</dd>
          </div>
          <div className="ls-demand__figure">
            <dt>{M.gramsRequested}</dt>
            <dd>{grams(open.grams_requested)}</dd>
          </div>
          <div className="ls-demand__figure">
            <dt>{M.bestPrice}</dt>
            <dd>{pricePerGram(open.best_price_per_gram)}</dd>
          </div>
          <div className="ls-demand__figure ls-demand__figure--wide">
            <dt>{M.qualityMix}</dt>
            <dd>
              <ul className="ls-demand__mix">
                {BID_LEVELS_BEST_FIRST.map((level) => (
                  <li key={level} className={`ls-demand__level ls-demand__level--${level}`}>
                    {M.qualityCount(BID_LEVEL_MESSAGES[level], open.quality[level])}
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        </dl>
      ) : (
        <p className="ls-demand__none">{M.noOpenBids}</p>
      )}
    </div>
  );
}
