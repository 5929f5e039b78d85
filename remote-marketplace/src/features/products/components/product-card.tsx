import { memo } from 'react';
import {
  COVER_WIDTHS,
  PRODUCT_MESSAGES,
  descriptionPreview,
  formatGrams,
  formatMoney,
  formatPotency,
  mainCategory,
  terpeneNamesLabel,
  type Product,
} from '@leafbid/domain';
import { ApiImage, Button, Tag } from '@leafbid/shared/ui';
import { productName, productTypes } from '../product-text';
import { MARKETPLACE_MESSAGES as M } from '../../../messages';

type Amount = number | null | undefined;
const known = (n: Amount): n is number => typeof n === 'number' && Number.isFinite(n);
const grams = (n: Amount): string =>
  known(n) ? M.grams(formatGrams(n)) : PRODUCT_MESSAGES.notAvailable;
const perGram = (n: Amount): string =>
  known(n) && n > 0 ? M.perGram(formatMoney(n)) : PRODUCT_MESSAGES.notAvailable;

/**
 * How wide a card's cover shows (issue 22), for picking one of COVER_WIDTHS: a 104 px thumbnail
 * beside the name on a phone (issue 35: a card at most half the screen, products.css), at most
 * 400 px in the wide grid (`minmax(240px, 1fr)` columns).
 */
export const CARD_COVER_SIZES = '(max-width: 599px) 104px, 400px';

export interface ProductCardProps {
  product: Product;
  /** 'Learn more' opens the product popup. */
  onLearnMore: (productId: string) => void;
  /** The card title's level under the page's or the widget's own heading. */
  headingLevel?: 2 | 3;
  /** The cover is loaded at once, with a high priority (a card of the first row), not lazily. */
  eagerCover?: boolean;
}

/**
 * Spec §2 "Product card". Memoised (issue 22): a new view's answer re-renders only the cards that
 * changed (the same card is the same object, api/same-cards.ts).
 */
export const ProductCard = memo(function ProductCard({
  product,
  onLearnMore,
  headingLevel = 2,
  eagerCover = false,
}: ProductCardProps) {
  const name = productName(product);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const titleId = `mk-card-title-${product.id}`;

  return (
    <article className="mk-card" aria-labelledby={titleId}>
      <div className="mk-card__media">
        <ApiImage
          className="mk-card__image"
          path={product.cover}
          widths={COVER_WIDTHS}
          sizes={CARD_COVER_SIZES}
          alt={name}
          {...(eagerCover
            ? { loading: 'eager', fetchPriority: 'high' }
            : { loading: 'lazy', fetchPriority: 'auto' })}
        />
      </div>
      <div className="mk-card__body">
        <Heading id={titleId} className="mk-card__title">
          {name}
        </Heading>
        <div className="mk-tags">
          <Tag tone="success">{M.cannabisType(mainCategory(product))}</Tag>
          {productTypes(product).map((type) => (
            <Tag key={type} tone="neutral">
              {type}
            </Tag>
          ))}
        </div>
        <p className="mk-card__description">{descriptionPreview(product.Description)}</p>
        <dl className="mk-trade" aria-label={M.cardTradeLabel}>
          <div>
            <dt>{M.cardPrice}</dt>
            <dd>{perGram(product.Min_Request_G_Including_5_markup)}</dd>
          </div>
          <div>
            <dt>{M.cardAvailable}</dt>
            <dd>{grams(product.Grams_Available_When_submitted)}</dd>
          </div>
          <div>
            <dt>{M.cardMinimumOrder}</dt>
            <dd>
              {known(product.Min_QTY_Request) && product.Min_QTY_Request > 0
                ? grams(product.Min_QTY_Request)
                : PRODUCT_MESSAGES.notAvailable}
            </dd>
          </div>
        </dl>
        <dl className="mk-facts">
          <div className="mk-facts__item">
            <dt>{M.thc}</dt>
            <dd>{formatPotency(product, 'THC')}</dd>
          </div>
          <div className="mk-facts__item">
            <dt>{M.cbd}</dt>
            <dd>{formatPotency(product, 'CBD')}</dd>
          </div>
          <div className="mk-facts__item mk-facts__item--wide">
            <dt>{M.highestTerpenes}</dt>
            <dd>{terpeneNamesLabel(product.Highest_Terpenes) || PRODUCT_MESSAGES.notAvailable}</dd>
          </div>
        </dl>
        <Button
          variant="secondary"
          className="mk-card__action"
          aria-label={M.learnMoreAbout(name)}
          onClick={() => onLearnMore(product.id)}
        >
          {M.learnMore}
        </Button>
      </div>
    </article>
  );
});
