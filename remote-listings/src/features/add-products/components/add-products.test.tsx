import { screen } from '@testing-library/react';
import { useProfileStore } from '@leafbid/shared';
import {
  makeContact,
  renderWithQueryClient as render,
  resetStoresForTest,
} from '@leafbid/shared/testing';
import { AddProducts } from './add-products';

// Issue 18: listing waits for the operator's verification of the account (spec §6).

beforeEach(() => resetStoresForTest());

const seller = (overrides = {}) =>
  useProfileStore.setState({
    profile: makeContact({ Contact_Type: ['Seller'], canAccessListing: true, ...overrides }),
    fetchedAt: Date.now(),
  });

describe("AddProducts: the operator's verification", () => {
  it('a seller awaiting verification reads why instead of a form the API refuses', () => {
    seller({ Account_Verified: false });
    render(<AddProducts onSubmitted={jest.fn()} />);
    expect(screen.getByText('Listing opens once your account is verified')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Your licence documents are with the Leafbid operator team for review. You can browse the marketplace now; placing bids and listing products open once your account is verified.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /submit/i })).not.toBeInTheDocument();
  });

  it('a verified seller gets the submission form', () => {
    seller({ Account_Verified: true });
    render(<AddProducts onSubmitted={jest.fn()} />);
    expect(
      screen.queryByText('Listing opens once your account is verified'),
    ).not.toBeInTheDocument();
    expect(screen.getByLabelText('Product Name *')).toBeInTheDocument();
  });
});
