import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { PRODUCT_CATEGORIES, type Product } from '@leafbid/domain';
import {
  makeProduct,
  renderWithQueryClient,
  reply,
  type FakeApi,
  type FakeRoute,
} from '@leafbid/shared/testing';
import { myProductsQueryKey } from '../../../lib/my-products-query';
import { downscaleImage } from '../lib/downscale-image';
import { ProductSubmissionForm } from './product-submission-form';
import { seller, signInSeller } from '../../../testing/seller-fixture';

// jsdom has no canvas: the pixels are tested in downscale-image.test.ts and in the browser test.
jest.mock('../lib/downscale-image', () => ({
  ...jest.requireActual('../lib/downscale-image'),
  downscaleImage: jest.fn(async (file: File) => file),
}));
const downscale = downscaleImage as jest.MockedFunction<typeof downscaleImage>;

let api: FakeApi | undefined;
afterEach(() => api?.restore());
beforeEach(() => downscale.mockImplementation(async (file: File) => file));

function setUp(routes: Record<string, FakeRoute> = {}) {
  api = signInSeller({ 'GET /products': { products: [] }, ...routes });
  const onSubmitted = jest.fn<void, [Product]>();
  const user = userEvent.setup();
  const { queryClient: client } = renderWithQueryClient(
    <ProductSubmissionForm onSubmitted={onSubmitted} />,
  );
  // My Products' list as loaded (the submission goes to its front).
  client.setQueryData<Product[]>(myProductsQueryKey, []);
  const listed = () => client.getQueryData<Product[]>(myProductsQueryKey) ?? [];
  return { user, onSubmitted, api, listed };
}

const file = (name: string, type: string, bytes = 3) =>
  new File([new Uint8Array(bytes)], name, { type });
const form = () => screen.getByRole('form', { name: 'Submit a new product' });
const group = (name: string) => screen.getByRole('group', { name });
/** The chosen files listed under a picker (the list is named by the picker's label). */
const listed = (name: string) =>
  within(screen.queryByRole('list', { name }) ?? document.createElement('ul'))
    .queryAllByRole('listitem')
    .map((item) => item.textContent);

async function fillValidFields(user: UserEvent) {
  await user.type(screen.getByLabelText('Product Name *'), 'Northern Lights');
  await user.type(screen.getByLabelText('Manufacturer Name *'), 'Fraser Valley Craft');
  await user.type(screen.getByLabelText('Description *'), 'Classic indica, slow cured.');
  await user.type(screen.getByLabelText('Lineage *'), 'Afghani x Thai');
  await user.type(screen.getByLabelText('Aromas'), 'Pine');
  fireEvent.change(screen.getByLabelText('Harvest Date *'), { target: { value: '2026-09-30' } });
  await user.click(within(group('Product Category')).getByLabelText('Cannabis kief'));
  await user.click(within(group('Type')).getByLabelText('Indica'));
  await user.click(within(group('Certification')).getByLabelText('GACP'));
  await user.type(screen.getByRole('combobox', { name: 'Terpenes' }), 'Myrcene{Enter}');
  const numbers: Array<[string, string]> = [
    ['Total terpenes %', '2.15'],
    ['THC min %', '19'],
    ['THC max %', '23'],
    ['CBD min %', '0'],
    ['CBD max %', '1'],
    ['MOQ (g)', '500'],
    ['Bid minimum ($/g)', '2.2'],
    ['Grams Available', '10000'],
    ['Upcoming QTY, next 3 months (g)', '0'],
  ];
  for (const [label, value] of numbers) await user.type(screen.getByLabelText(`${label} *`), value);
}

async function chooseFiles(user: UserEvent) {
  await user.upload(screen.getByLabelText('Cover Image *'), file('cover.jpg', 'image/jpeg'));
  await user.upload(screen.getByLabelText('Photos or videos *'), [
    file('bud.jpg', 'image/jpeg'),
    file('clip.mp4', 'video/mp4'),
  ]);
  await user.upload(screen.getByLabelText('Certificates *'), file('coa.pdf', 'application/pdf'));
}

describe("'Add Products' form — spec §5 fields, rules and required marks", () => {
  it('has every field of §5, required ones marked, with the spec steps and ranges', () => {
    setUp();
    for (const label of [
      'Product Name',
      'Description',
      'Manufacturer Name',
      'Lineage',
      'Harvest Date',
      'Total terpenes %',
      'THC min %',
      'THC max %',
      'CBD min %',
      'CBD max %',
      'MOQ (g)',
      'Bid minimum ($/g)',
      'Grams Available',
      'Upcoming QTY, next 3 months (g)',
    ]) {
      // The visible label carries the required mark (spec §5 "marked required").
      expect(screen.getByLabelText(`${label} *`)).toHaveAttribute('aria-required', 'true');
    }
    expect(screen.getByLabelText('Aromas')).not.toHaveAttribute('aria-required');
    expect(screen.getByLabelText('Harvest Date *')).toHaveAttribute('type', 'date');
    for (const label of ['Total terpenes %', 'THC min %', 'CBD max %']) {
      const input = screen.getByLabelText(`${label} *`);
      expect(input).toHaveAttribute('min', '0');
      expect(input).toHaveAttribute('max', '100');
      expect(input).toHaveAttribute('step', '0.01');
    }
    const bidMinimum = screen.getByLabelText('Bid minimum ($/g) *');
    expect(bidMinimum).toHaveAttribute('step', '0.01');
    // Spec §1: the minimum request price already includes the 5% markup.
    expect(bidMinimum).toHaveAccessibleDescription(/^Including the 5% markup\./);
    expect(within(group('Product Category')).getAllByRole('checkbox')).toHaveLength(17);
    expect(
      within(group('Product Category'))
        .getAllByRole('checkbox')
        .map((c) => c.closest('label')?.textContent),
    ).toEqual([...PRODUCT_CATEGORIES]);
    expect(
      within(group('Type'))
        .getAllByRole('checkbox')
        .map((c) => c.closest('label')?.textContent),
    ).toEqual(['Indica', 'Sativa', 'Hybrid']);
    expect(
      within(group('Certification'))
        .getAllByRole('checkbox')
        .map((c) => c.closest('label')?.textContent),
    ).toEqual(['GACP', 'GMP1', 'GMP2', 'GPP']);
    expect(screen.getByRole('combobox', { name: 'Terpenes' })).toHaveAttribute(
      'aria-required',
      'true',
    );
    const cover = screen.getByLabelText('Cover Image *');
    expect(cover).toHaveAttribute('type', 'file');
    expect(cover).not.toHaveAttribute('multiple');
    const photos = screen.getByLabelText('Photos or videos *');
    expect(photos).toHaveAttribute('multiple');
    expect(photos).toHaveAttribute('accept', 'image/*,video/mp4,video/webm,video/quicktime');
    expect(screen.getByLabelText('Certificates *')).toHaveAttribute(
      'accept',
      '.pdf,.jpg,.jpeg,.png',
    );
    expect(screen.getByRole('button', { name: 'Submit Product' })).toBeEnabled();
  });

  it('an empty submission names every missing field and sends nothing', async () => {
    const { user } = setUp();
    await user.click(screen.getByRole('button', { name: 'Submit Product' }));
    for (const message of [
      'Product name is required',
      'Description is required',
      'Manufacturer name is required',
      'Lineage is required',
      'Harvest date is required',
      'Choose at least one product category',
      'Choose at least one type',
      'Choose at least one certification',
      'Add at least one terpene',
      'Total terpenes % is required',
      'THC min % is required',
      'CBD max % is required',
      'MOQ (g) is required',
      'Bid minimum ($/g) is required',
      'Grams Available is required',
      'Upcoming QTY, next 3 months (g) is required',
      'Please add a cover image.',
      'Please add at least one photo or video.',
      'Please add at least one certificate.',
    ]) {
      expect(await within(form()).findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Product Name *')).toHaveAttribute('aria-invalid', 'true');
    expect(api!.callsTo('POST /products')).toHaveLength(0);
  });

  it('the ranges: THC max below THC min, a percent over 100, a bid minimum under a cent', async () => {
    const { user } = setUp();
    await user.type(screen.getByLabelText('THC min % *'), '25');
    await user.type(screen.getByLabelText('THC max % *'), '20');
    await user.type(screen.getByLabelText('Total terpenes % *'), '100.5');
    await user.type(screen.getByLabelText('Bid minimum ($/g) *'), '2.125');
    await user.click(screen.getByRole('button', { name: 'Submit Product' }));
    expect(await screen.findByText('THC max % must not be below the minimum')).toBeInTheDocument();
    expect(screen.getByText('Total terpenes % must be between 0 and 100')).toBeInTheDocument();
    expect(
      screen.getByText('Bid minimum must be a whole number of cents (e.g. 0.01, not 0.015)'),
    ).toBeInTheDocument();
  });
});

describe("'Add Products' form — pickers, limits and alerts (spec §5)", () => {
  it("more than 4 photos or videos: 'You can only upload up to 4 photos.', nothing added", async () => {
    const { user } = setUp();
    const photos = screen.getByLabelText('Photos or videos *');
    await user.upload(
      photos,
      [1, 2, 3].map((i) => file(`p${i}.jpg`, 'image/jpeg')),
    );
    expect(listed('Photos or videos')).toHaveLength(3);
    await user.upload(photos, [file('p4.jpg', 'image/jpeg'), file('p5.png', 'image/png')]);
    expect(screen.getByRole('alert')).toHaveTextContent('You can only upload up to 4 photos.');
    expect(listed('Photos or videos')).toHaveLength(3);
    await user.upload(photos, file('clip.webm', 'video/webm'));
    expect(listed('Photos or videos')).toHaveLength(4);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a file of a type the API refuses is named as it is chosen and left out; the rest of the choice is kept (issue 18)', async () => {
    const { user } = setUp();
    const skip = userEvent.setup({ applyAccept: false });
    await skip.upload(screen.getByLabelText('Cover Image *'), file('cover.pdf', 'application/pdf'));
    expect(screen.getByRole('alert')).toHaveTextContent(
      '"cover.pdf" is not a cover image we accept. Choose a JPEG or PNG image.',
    );
    expect(listed('Cover Image')).toEqual([]);
    await skip.upload(screen.getByLabelText('Photos or videos *'), [
      file('notes.txt', 'text/plain'),
      file('p1.jpg', 'image/jpeg'),
    ]);
    expect(screen.getByRole('alert')).toHaveTextContent(
      '"notes.txt" is not a photo or video we accept.',
    );
    expect(listed('Photos or videos')).toHaveLength(1);
    await skip.upload(
      screen.getByLabelText('Certificates *'),
      file('coa.docx', 'application/msword'),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      '"coa.docx" is not a certificate we accept.',
    );
    expect(listed('Certificates')).toEqual([]);
    await user.upload(screen.getByLabelText('Cover Image *'), file('cover.png', 'image/png'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("more than 2 certificates: 'You can only upload up to 2 certificates.'; one can be removed", async () => {
    const { user } = setUp();
    const certificates = screen.getByLabelText('Certificates *');
    await user.upload(certificates, [
      file('a.pdf', 'application/pdf'),
      file('b.png', 'image/png'),
      file('c.pdf', 'application/pdf'),
    ]);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'You can only upload up to 2 certificates.',
    );
    await user.upload(certificates, [file('a.pdf', 'application/pdf'), file('b.png', 'image/png')]);
    expect(listed('Certificates')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Remove a.pdf' }));
    expect(listed('Certificates')).toEqual([expect.stringContaining('b.png')]);
  });

  it('the cover takes one image; a new choice replaces the old one', async () => {
    const { user } = setUp();
    await user.upload(screen.getByLabelText('Cover Image *'), file('first.jpg', 'image/jpeg'));
    await user.upload(screen.getByLabelText('Cover Image *'), file('second.png', 'image/png'));
    expect(listed('Cover Image')).toEqual([expect.stringContaining('second.png')]);
  });

  it('images are downscaled as they are chosen (not certificates); a failure alerts "Failed to process {file}"', async () => {
    const { user } = setUp();
    downscale.mockImplementation(async (chosen: File) => {
      if (chosen.name === 'broken.heic') throw new Error('cannot decode');
      return new File([new Uint8Array(1)], chosen.name.replace(/\.\w+$/, '.jpg'), {
        type: 'image/jpeg',
      });
    });
    await user.upload(screen.getByLabelText('Photos or videos *'), [
      file('big.png', 'image/png'),
      file('broken.heic', 'image/heic'),
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to process broken.heic');
    expect(listed('Photos or videos')).toEqual([expect.stringContaining('big.jpg')]);
    await user.upload(screen.getByLabelText('Certificates *'), file('coa.png', 'image/png'));
    expect(downscale.mock.calls.map(([f]) => f.name)).toEqual(['big.png', 'broken.heic']);
  });
});

describe("'Add Products' form — images prepared side by side (issue 18)", () => {
  it('stays busy until the last choice is prepared, not only the first', async () => {
    const { user } = setUp();
    const waiting = new Map<string, () => void>();
    downscale.mockImplementation(
      (chosen: File) =>
        new Promise<File>((resolve) => waiting.set(chosen.name, () => resolve(chosen))),
    );
    await fillValidFields(user);
    // The photos chosen while the cover is still being prepared, as a script can (Playwright's
    // setInputFiles sets files on a disabled input): both prepare at once.
    const choose = (label: string, chosen: File) =>
      fireEvent.change(screen.getByLabelText(label), { target: { files: [chosen] } });
    choose('Cover Image *', file('cover.png', 'image/png'));
    choose('Photos or videos *', file('bud.png', 'image/png'));
    await waitFor(() => expect(waiting.size).toBe(2));
    await act(async () => waiting.get('cover.png')!());
    expect(screen.getByText('Preparing images...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit Product' })).toBeDisabled();
    await act(async () => waiting.get('bud.png')!());
    expect(screen.queryByText('Preparing images...')).not.toBeInTheDocument();
    expect(listed('Photos or videos')).toEqual([expect.stringContaining('bud.png')]);
    expect(screen.getByRole('button', { name: 'Submit Product' })).toBeEnabled();
  });
});

describe("'Add Products' form — sending (spec §4, §5, §8)", () => {
  it('sends the product part and the files in one request, shows the progress, then hands over the created product and clears the form', async () => {
    let answer: (value: ReturnType<typeof reply>) => void = () => undefined;
    const created = makeProduct({
      id: 'p_new',
      Product_Name: 'Northern Lights',
      Contact_Name: { id: seller.id },
      Product_Active: false,
      Request_pending: false,
    });
    const {
      user,
      onSubmitted,
      listed: myProducts,
    } = setUp({
      'POST /products': () => new Promise((resolve) => (answer = resolve)),
    });
    await fillValidFields(user);
    await chooseFiles(user);
    await user.click(screen.getByRole('button', { name: 'Submit Product' }));

    const progress = await screen.findByRole('progressbar', { name: 'Upload progress' });
    expect(progress).toHaveAttribute('aria-valuenow', '50');
    expect(progress).toHaveAttribute('aria-valuetext', 'Uploading files... 50%');
    expect(screen.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    // The submission is in My Products' list at once (spec §4), inactive and not pending.
    expect(myProducts()[0]).toMatchObject({
      Product_Name: 'Northern Lights',
      Product_Active: false,
      Request_pending: false,
    });

    const [call] = api!.callsTo('POST /products');
    const body = call?.body as FormData;
    expect([...body.keys()]).toEqual(['product', 'cover', 'photo', 'photo', 'certificate']);
    expect(JSON.parse(body.get('product') as string)).toEqual({
      Product_Name: 'Northern Lights',
      Description: 'Classic indica, slow cured.',
      Product_Category: ['Cannabis kief'],
      Categories: ['Indica'],
      Harvest_Date: '2026-09-30',
      Manufacturer_name: 'Fraser Valley Craft',
      Lineage: 'Afghani x Thai',
      Aromas: 'Pine',
      Highest_Terpenes: ['Myrcene'],
      Total_Terpenes_Percentage: 2.15,
      Certification: ['GACP'],
      Min_QTY_Request: 500,
      Min_Request_G_Including_5_markup: 2.2,
      Grams_Available_When_submitted: 10000,
      Upcoming_QTY_3_Months: 0,
      THC_Min: 19,
      THC_Max: 23,
      CBD_Min: 0,
      CBD_Max: 1,
    });
    expect((body.getAll('photo') as File[]).map((f) => f.name)).toEqual(['bud.jpg', 'clip.mp4']);

    await act(async () => answer(reply(201, { data: [created] })));
    expect(onSubmitted).toHaveBeenCalledWith(created);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Product Name *')).toHaveValue('');
    expect(listed('Photos or videos')).toEqual([]);
  });

  it("a failure shows 'Failed to submit product. Please try again.' with the API's reason naming the field, in a message with a close button", async () => {
    const {
      user,
      onSubmitted,
      listed: myProducts,
    } = setUp({
      'POST /products': [
        reply(413, { error: 'photo: File is larger than 100 MB', field: 'photo' }),
        reply(502),
      ],
    });
    await fillValidFields(user);
    await chooseFiles(user);
    await user.click(screen.getByRole('button', { name: 'Submit Product' }));
    const message = await screen.findByRole('alert');
    expect(message).toHaveTextContent('Failed to submit product. Please try again.');
    // Issue 18: the field as the form names it, not the API's 'photo:' prefix.
    expect(message).toHaveTextContent('Photos or videos: File is larger than 100 MB');
    expect(message).not.toHaveTextContent('photo:');
    expect(onSubmitted).not.toHaveBeenCalled();
    expect(myProducts()).toEqual([]);
    expect(screen.getByLabelText('Product Name *')).toHaveValue('Northern Lights');

    await user.click(within(message).getByRole('button', { name: 'Close message' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Submit Product' }));
    const again = await screen.findByRole('alert');
    expect(again).toHaveTextContent('Failed to submit product. Please try again.');
    expect(again).not.toHaveTextContent('photo:');
  });
});
