// Issue 18, the seller's side of the edit popup: the stock, the minimum order and the description
// (PUT /products/{id}), photos and certificates (POST /products/{id}/attachments), and where focus
// goes after a delete or a publish request.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reply, type FakeApi } from '@leafbid/shared/testing';
import { mine, openEditFor, signedInSeller } from '../../../testing/seller-fixture';

const kush = mine({
  id: 'p_kush',
  Product_Name: 'Pink Kush',
  Description: 'Dense indica buds',
  Harvest_Date: '2026-08-14',
  Highest_Terpenes: 'Myrcene',
  Min_Request_G_Including_5_markup: 2.1,
  Grams_Available_When_submitted: 5000,
  Upcoming_QTY_3_Months: 1000,
  Min_QTY_Request: 500,
  Product_Active: true,
  Request_pending: false,
  photos: ['/file/f_1'],
});
const dream = mine({ id: 'p_dream', Product_Name: 'Blue Dream', Product_Active: false });
const haze = mine({ id: 'p_haze', Product_Name: 'Haze', Product_Active: false });

let api: FakeApi | undefined;
afterEach(() => api?.restore());
const setUp = (...args: Parameters<typeof signedInSeller>) => (api = signedInSeller(...args));

const file = (name: string, type: string, size = 3) =>
  new File([new Uint8Array(size)], name, { type });

describe('the edit popup keeps the stock and the description current (issue 18)', () => {
  it('shows the quantities, the minimum order and the description, and saves only what changed', async () => {
    const fake = setUp([kush], {
      'PUT /products/:id': { product: { ...kush, Grams_Available_When_submitted: 3000 } },
    });
    const { dialog, user } = await openEditFor('Pink Kush');
    expect(within(dialog).getByLabelText('Grams Available')).toHaveValue(5000);
    expect(within(dialog).getByLabelText('Upcoming QTY, next 3 months (g)')).toHaveValue(1000);
    expect(within(dialog).getByLabelText('MOQ (g)')).toHaveValue(500);
    expect(within(dialog).getByLabelText('Description')).toHaveValue('Dense indica buds');
    await user.clear(within(dialog).getByLabelText('Grams Available'));
    await user.type(within(dialog).getByLabelText('Grams Available'), '3000');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('Changes saved successfully.')).toBeInTheDocument();
    expect(fake.callsTo('PUT /products/:id')[0]?.body).toEqual({
      Harvest_Date: '2026-08-14',
      Highest_Terpenes: 'Myrcene',
      Min_Request_G_Including_5_markup: 2.1,
      Grams_Available_When_submitted: 3000,
    });
  });

  it('checks as typed: negative grams, part of a gram, a minimum order above the stock; nothing is sent', async () => {
    const fake = setUp([kush]);
    const { dialog, user } = await openEditFor('Pink Kush');
    const grams = within(dialog).getByLabelText('Grams Available');
    await user.clear(grams);
    await user.type(grams, '-5');
    await user.tab();
    expect(
      await within(dialog).findByText('Grams Available must not be negative'),
    ).toBeInTheDocument();
    expect(grams).toHaveAttribute('aria-invalid', 'true');
    await user.clear(grams);
    await user.type(grams, '100');
    const upcoming = within(dialog).getByLabelText('Upcoming QTY, next 3 months (g)');
    await user.clear(upcoming);
    await user.type(upcoming, '2.5');
    await user.tab();
    expect(
      await within(dialog).findByText(
        'Upcoming QTY, next 3 months (g) must be a whole number of grams',
      ),
    ).toBeInTheDocument();
    await user.clear(upcoming);
    await user.type(upcoming, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    // 500 g minimum, 100 g now and nothing upcoming.
    expect(
      await within(dialog).findByText(
        'The minimum order (500 g) cannot be more than the grams available now and upcoming (100 g)',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('MOQ (g)')).toHaveAttribute('aria-invalid', 'true');
    expect(fake.callsTo('PUT /products/:id')).toHaveLength(0);
  });

  it("an emptied description is required; the API's refusal is shown as it says it", async () => {
    setUp([kush], {
      'PUT /products/:id': reply(400, {
        error:
          'The minimum order (600 g) cannot be more than the grams available now and upcoming (550 g)',
        field: 'Min_QTY_Request',
      }),
    });
    const { dialog, user } = await openEditFor('Pink Kush');
    await user.clear(within(dialog).getByLabelText('Description'));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('Description is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Description'), 'Hang-dried');
    await user.clear(within(dialog).getByLabelText('MOQ (g)'));
    await user.type(within(dialog).getByLabelText('MOQ (g)'), '600');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The minimum order (600 g) cannot be more than the grams available now and upcoming (550 g)',
    );
  });
});

describe('the edit popup adds photos and certificates (issue 18, POST /products/{id}/attachments)', () => {
  it('a photo is sent in a photo part with progress, then the product is refetched', async () => {
    const fake = setUp([kush], {
      'POST /products/:id/attachments': reply(201, {
        data: [{ id: 'f_2', kind: 'photo', file_name: 'bud.png', url: '/file/f_2' }],
      }),
    });
    const { dialog, user } = await openEditFor('Pink Kush');
    expect(within(dialog).getByText('Photos or videos: 1 of 4')).toBeInTheDocument();
    fake.on('GET /products', { products: [{ ...kush, photos: ['/file/f_1', '/file/f_2'] }] });
    await user.upload(
      within(dialog).getByLabelText('Add photos or videos'),
      file('bud.png', 'image/png'),
    );
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Files added to the listing: 1.',
    );
    const [call] = fake.callsTo('POST /products/:id/attachments');
    expect(call?.url).toMatch(/\/products\/p_kush\/attachments$/);
    const form = call?.body as FormData;
    expect((form.get('photo') as File).name).toBe('bud.png');
    expect(form.get('certificate')).toBeNull();
    expect(await within(dialog).findByText('Photos or videos: 2 of 4')).toBeInTheDocument();
  });

  it('a certificate goes in a certificate part', async () => {
    const fake = setUp([kush], {
      'POST /products/:id/attachments': reply(201, {
        data: [{ id: 'f_3', kind: 'certificate', file_name: 'coa.pdf', url: '/file/f_3' }],
      }),
    });
    const { dialog, user } = await openEditFor('Pink Kush');
    await user.upload(
      within(dialog).getByLabelText('Add certificates'),
      file('coa.pdf', 'application/pdf'),
    );
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Files added to the listing: 1.',
    );
    const form = fake.callsTo('POST /products/:id/attachments')[0]?.body as FormData;
    expect((form.get('certificate') as File).name).toBe('coa.pdf');
  });

  it('a wrong type, a file too large or a fifth photo is refused before sending, saying what to do', async () => {
    const fake = setUp([{ ...kush, photos: ['/file/a', '/file/b', '/file/c'] }]);
    const user = userEvent.setup({ applyAccept: false });
    const { dialog } = await openEditFor('Pink Kush', user);
    const photos = within(dialog).getByLabelText('Add photos or videos');
    await user.upload(photos, file('notes.txt', 'text/plain'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      '"notes.txt" is not a photo or video we accept. Choose a JPEG or PNG image, or an MP4, WebM or MOV video.',
    );
    await user.upload(photos, file('huge.png', 'image/png', 10 * 1024 * 1024 + 1));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      '"huge.png" is larger than 10 MB. Choose a smaller file, or compress it and try again.',
    );
    await user.upload(photos, [file('a.png', 'image/png'), file('b.png', 'image/png')]);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You can only upload up to 4 photos.',
    );
    await user.upload(
      within(dialog).getByLabelText('Add certificates'),
      file('coa.docx', 'application/msword'),
    );
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      '"coa.docx" is not a certificate we accept. Choose a PDF, JPG or PNG file.',
    );
    expect(fake.callsTo('POST /products/:id/attachments')).toHaveLength(0);
  });

  it("the API's refusal (a quota) is shown as it says it", async () => {
    setUp([kush], {
      'POST /products/:id/attachments': reply(409, {
        error: 'photo: You can store at most 200 product files',
        field: 'photo',
      }),
    });
    const { dialog, user } = await openEditFor('Pink Kush');
    await user.upload(
      within(dialog).getByLabelText('Add photos or videos'),
      file('bud.png', 'image/png'),
    );
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You can store at most 200 product files',
    );
  });
});

describe('focus after a delete or a publish request (issue 18), never the page body', () => {
  it('after a delete, the next card\u2019s Edit button; after the last one, the empty list', async () => {
    const fake = setUp([kush, dream, haze], { 'DELETE /products/:id': { data: { id: 'x' } } });
    const { dialog, user } = await openEditFor('Blue Dream');
    fake.on('GET /products', { products: [kush, haze] });
    await user.click(within(dialog).getByRole('button', { name: 'Delete Listing' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const next = within(screen.getByRole('article', { name: 'Haze' })).getByRole('button', {
      name: 'Edit',
    });
    await waitFor(() => expect(next).toHaveFocus());

    // The last card: the one before it.
    await user.click(next);
    fake.on('GET /products', { products: [kush] });
    await user.click(screen.getByRole('button', { name: 'Delete Listing' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const previous = within(screen.getByRole('article', { name: 'Pink Kush' })).getByRole(
      'button',
      { name: 'Edit' },
    );
    await waitFor(() => expect(previous).toHaveFocus());

    // None left: the empty list's message.
    await user.click(previous);
    fake.on('GET /products', { products: [] });
    await user.click(screen.getByRole('button', { name: 'Delete Listing' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const empty = await screen.findByText('You have no listings yet.');
    await waitFor(() => expect(document.activeElement).toContainElement(empty));
    expect(document.activeElement).not.toBe(document.body);
  });

  it('after Request Publish, the status message that says what happened', async () => {
    const fake = setUp([dream], {
      'POST /products/:id/request-publish': { product: { ...dream, Request_pending: true } },
    });
    const { dialog, user } = await openEditFor('Blue Dream');
    fake.on('GET /products', { products: [{ ...dream, Request_pending: true }] });
    await user.click(within(dialog).getByRole('button', { name: 'Request Publish' }));
    const status = await within(dialog).findByText(
      'Publication requested. The operator reviews it before buyers see the listing.',
    );
    await waitFor(() => expect(status).toHaveFocus());
    expect(within(dialog).getByRole('button', { name: 'Cancel Request' })).toBeInTheDocument();
  });
});
