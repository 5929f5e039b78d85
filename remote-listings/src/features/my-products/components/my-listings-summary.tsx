import { useId } from 'react';
import { Link } from 'react-router-dom';
import { Button, EmptyState, ErrorMessage, Spinner, Tag } from '@leafbid/shared/ui';
import { LISTING_SUMMARY_MESSAGES as M } from '../../../messages';
import { standingTag } from '../../../lib/listing-standing';
import { useMyProducts } from '../hooks/use-my-products';
import { listingName } from './product-listing-card';
import '../my-products.css';

/** The dashboard shows the latest few listings; My Listings has them all (issue 18). */
export const SUMMARY_LIMIT = 5;

const LISTINGS_PATH = '/listings';

/**
 * Issue 18, a seller's dashboard: their own listings (newest first, as GET /products?owner=me
 * answers) with where each stands — published, publication requested, awaiting review, declined
 * or inactive — then 'View all' to My Listings. Loading, load error (with Retry) and empty states.
 */
export function MyListingsSummary() {
  const { products, loading, error, retry } = useMyProducts();
  const titleId = useId();

  let body;
  if (error) {
    body = (
      <div className="ls-summary__error">
        <ErrorMessage message={error} />
        <Button variant="secondary" size="small" onClick={retry}>
          {M.retry}
        </Button>
      </div>
    );
  } else if (loading) {
    body = <Spinner label={M.loading} size="small" />;
  } else if (products.length === 0) {
    body = (
      <EmptyState
        title={M.empty}
        description={M.emptyHint}
        action={
          <Link className="ls-summary__link" to={LISTINGS_PATH}>
            {M.goToListings}
          </Link>
        }
      />
    );
  } else {
    body = (
      <>
        <ul className="ls-summary__list">
          {products.slice(0, SUMMARY_LIMIT).map((product) => {
            const tag = standingTag(product);
            return (
              <li key={product.id} className="ls-summary__item">
                <span className="ls-summary__name">{listingName(product)}</span>
                <Tag tone={tag.tone}>{tag.label}</Tag>
              </li>
            );
          })}
        </ul>
        <Link className="ls-summary__link" to={LISTINGS_PATH}>
          {M.viewAll(products.length)}
        </Link>
      </>
    );
  }

  return (
    <section className="ls-summary" aria-labelledby={titleId}>
      <h2 id={titleId} className="ls-summary__title">
        {M.title}
      </h2>
      {body}
    </section>
  );
}
