import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { makeProduct, renderWithQueryClient, reply, type FakeApi } from '@leafbid/shared/testing';
import { ListingsPage } from './listings-page';
import { seller, signInSeller } from '../testing/seller-fixture';

// jsdom has no canvas; the downscale has its own tests (unit and browser).
jest.mock('../features/add-products/lib/downscale-image', () => ({
  ...jest.requireActual('../features/add-products/lib/downscale-image'),
  downscaleImage: jest.fn(async (file: File) => file),
}));

const older = makeProduct({
  id: 'p_old',
  Product_Name: 'Pink Kush',
  Contact_Name: { id: seller.id },
});
const created = makeProduct({
  id: 'p_new',
  Product_Name: 'Northern Lights',
  Contact_Name: { id: seller.id },
  Product_Active: false,
  Request_pending: false,
});

let api: FakeApi | undefined;
afterEach(() => api?.restore());

const file = (name: string, type: string) => new File([new Uint8Array(3)], name, { type });
const cards = () => screen.queryAllByRole('article').map((card) => card.getAttribute('aria-label'));

async function submitAProduct(user: UserEvent) {
  await user.click(screen.getByRole('tab', { name: 'Add Products' }));
  const form = screen.getByRole('form', { name: 'Submit a new product' });
  const type = (label: string, value: string) =>
    user.type(within(form).getByLabelText(`${label} *`), value);
  await type('Product Name', 'Northern Lights');
  await type('Manufacturer Name', 'Fraser Valley Craft');
  await type('Description', 'Classic indica.');
  await type('Lineage', 'Afghani x Thai');
  fireEvent.change(within(form).getByLabelText('Harvest Date *'), {
    target: { value: '2026-09-30' },
  });
  await user.click(within(form).getByLabelText('Cannabis hash'));
  await user.click(within(form).getByLabelText('Hybrid'));
  await user.click(within(form).getByLabelText('GMP2'));
  await user.type(within(form).getByRole('combobox', { name: 'Terpenes' }), 'Limonene,');
  for (const [label, value] of [
    ['Total terpenes %', '1.5'],
    ['THC min %', '20'],
    ['THC max %', '24'],
    ['CBD min %', '0'],
    ['CBD max %', '0.5'],
    ['MOQ (g)', '100'],
    ['Bid minimum ($/g)', '3'],
    ['Grams Available', '2500'],
    ['Upcoming QTY, next 3 months (g)', '1000'],
  ] as const) {
    await type(label, value);
  }
  await user.upload(within(form).getByLabelText('Cover Image *'), file('c.jpg', 'image/jpeg'));
  await user.upload(within(form).getByLabelText('Photos or videos *'), [
    file('a.jpg', 'image/jpeg'),
    file('b.png', 'image/png'),
  ]);
  await user.upload(
    within(form).getByLabelText('Certificates *'),
    file('coa.pdf', 'application/pdf'),
  );
  await user.click(within(form).getByRole('button', { name: 'Submit Product' }));
}

describe('submitting from the listings page — spec §2, §4 and §8 Submit product', () => {
  it('success: the message with a close button, the My Products tab, the new product first (at once, then refetched)', async () => {
    let answer: (value: ReturnType<typeof reply>) => void = () => undefined;
    api = signInSeller({
      'GET /products': [{ products: [older] }, { products: [created, older] }],
      'POST /products': () => new Promise((resolve) => (answer = resolve)),
    });
    const user = userEvent.setup();
    renderWithQueryClient(<ListingsPage />);
    await screen.findByRole('article', { name: 'Pink Kush' });

    await submitAProduct(user);
    await screen.findByRole('progressbar', { name: 'Upload progress' });
    await act(async () => answer(reply(201, { data: [created] })));

    const message = await screen.findByRole('status');
    expect(message).toHaveTextContent('Product submitted successfully!');
    expect(message).toHaveTextContent('We will review your submission.');
    expect(screen.getByRole('tab', { name: 'My Products' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(cards()).toEqual(['Northern Lights', 'Pink Kush']);
    const card = screen.getByRole('article', { name: 'Northern Lights' });
    expect(within(card).getByText('Pending')).toHaveClass('lb-tag--danger');
    expect(api.callsTo('GET /products')).toHaveLength(2);

    await user.click(within(message).getByRole('button', { name: 'Close message' }));
    expect(screen.queryByText('Product submitted successfully!')).not.toBeInTheDocument();
  });

  it('a half-filled form survives a look at My Products', async () => {
    api = signInSeller({ 'GET /products': { products: [older] } });
    const user = userEvent.setup();
    renderWithQueryClient(<ListingsPage />);
    await user.click(screen.getByRole('tab', { name: 'Add Products' }));
    await user.type(screen.getByLabelText('Product Name *'), 'Half done');
    await user.click(screen.getByRole('tab', { name: 'My Products' }));
    expect(await screen.findByRole('article', { name: 'Pink Kush' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Add Products' }));
    expect(screen.getByLabelText('Product Name *')).toHaveValue('Half done');
  });
});
