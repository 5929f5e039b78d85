import { GetInTouch, Tabs } from '@leafbid/shared/ui';
import { MyProducts } from './my-products';
import '../my-products.css';

/** /listings, route name 'listing' (spec §2 Listings screen). */
export function ListingsPage() {
  return (
    <div className="ls-page">
      <div className="ls-page__main">
        <h1 className="ls-page__title">My listings</h1>
        <Tabs
          label="My listings"
          defaultValue="my-products"
          tabs={[
            { value: 'my-products', label: 'My Products', content: <MyProducts /> },
            {
              value: 'add-products',
              label: 'Add Products',
              // The submission form (spec §5 Product submission) is its own issue.
              content: <p className="ls-note">Product submission opens soon.</p>,
            },
          ]}
        />
      </div>
      <aside className="ls-page__aside">
        <GetInTouch />
      </aside>
    </div>
  );
}
