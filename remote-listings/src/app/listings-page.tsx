import { useState } from 'react';
import { GetInTouch, Tabs } from '@leafbid/shared/ui';
import { AddProducts, MessageArea } from '../features/add-products';
import { MyProducts } from '../features/my-products';
import { LISTING_MESSAGES, SUBMISSION_FORM_MESSAGES } from '../messages';
import './listings.css';

const MY_PRODUCTS = 'my-products';
const ADD_PRODUCTS = 'add-products';

/**
 * /listings, route name 'listing' (spec §2 Listings screen): heading 'My listings', the tabs
 * 'My Products' (default) and 'Add Products', and the call-to-action. A submission shows its
 * success message and returns to My Products, where the new product is first.
 */
export function ListingsPage() {
  const [tab, setTab] = useState(MY_PRODUCTS);
  const [submitted, setSubmitted] = useState(false);
  return (
    <div className="ls-page">
      <div className="ls-page__main">
        <h1 className="ls-page__title">{LISTING_MESSAGES.title}</h1>
        {submitted ? (
          <MessageArea tone="success" onClose={() => setSubmitted(false)}>
            <p>
              <strong>{SUBMISSION_FORM_MESSAGES.submitted}</strong>
            </p>
            <p>{SUBMISSION_FORM_MESSAGES.underReview}</p>
          </MessageArea>
        ) : null}
        <Tabs
          label={LISTING_MESSAGES.title}
          value={tab}
          onValueChange={setTab}
          tabs={[
            { value: MY_PRODUCTS, label: LISTING_MESSAGES.myProductsTab, content: <MyProducts /> },
            {
              value: ADD_PRODUCTS,
              label: LISTING_MESSAGES.addProductsTab,
              // A half-filled form or an upload under way survives a look at My Products.
              keepMounted: true,
              content: (
                <AddProducts
                  onSubmitted={() => {
                    setSubmitted(true);
                    setTab(MY_PRODUCTS);
                  }}
                />
              ),
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
