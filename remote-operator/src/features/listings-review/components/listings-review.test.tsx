import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@leafbid/shared';
import { installFakeApi, reply, type FakeApi, signedInWithFakeApi } from '@leafbid/shared/testing';
import { makeReviewListing } from '../../../testing/operator-fixtures';
import { ListingsReview } from './listings-review';
import { renderWithQuery } from '../../../testing/render-with-query';

let api: FakeApi;
signedInWithFakeApi(() => api, { user: { uid: 'demo-admin', email: 'admin@leafbid.test' } });

const kush = makeReviewListing('Pink Kush');
const haze = makeReviewListing('Ghost Train Haze');

describe('Listings review (spec §4 publishing, issue 11)', () => {
  it('shows each listing awaiting review with its seller, facts, photos and certificates', async () => {
    api = installFakeApi({
      'POST /token': { access_token: 'access', expires_in: 900 },
      'GET /operator/listings': { data: [kush, haze], total: 2 },
    });
    renderWithQuery(<ListingsReview />);
    expect(
      screen.getByRole('status', { name: 'Loading listings awaiting review' }),
    ).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Pink Kush' });
    expect(screen.getByText('2 listings await review')).toBeInTheDocument();
    expect(within(card).getByText('Liam Tremblay')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'seller@leafbid.test' })).toHaveAttribute(
      'href',
      'mailto:seller@leafbid.test',
    );
    expect(within(card).getByText('Cannabis flowers (mix sizes)')).toBeInTheDocument();
    const certificate = await within(card).findByRole('link', { name: 'Open lab-report.pdf' });
    // Opened through the file/token mechanism (the Admin's access token in the URL).
    expect(certificate).toHaveAttribute('href', 'http://api.leafbid.test/file/f_p_pink_kush_cert');
    expect(within(card).getByRole('button', { name: 'Publish' })).toBeEnabled();
    expect(within(card).queryByRole('region', { name: 'Record image' })).toBeNull();
  });

  it('issue 18: the operator shares a certificate with buyers, and can withdraw it', async () => {
    api = installFakeApi({
      'POST /token': { access_token: 'access', expires_in: 900 },
      'GET /operator/listings': { data: [kush], total: 1 },
      'PUT /operator/listings/:id/certificates/:fileId': ({ body }) => ({
        file: { ...kush.files.find((f) => f.kind === 'certificate')!, ...(body as object) },
      }),
    });
    renderWithQuery(<ListingsReview />);
    const card = await screen.findByRole('article', { name: 'Pink Kush' });
    const share = within(card).getByRole('checkbox', { name: 'Share lab-report.pdf with buyers' });
    expect(share).not.toBeChecked();
    expect(share).toHaveAccessibleDescription(/A certificate may name its producer/);
    await userEvent.click(share);
    await within(card).findByRole('checkbox', {
      name: 'Share lab-report.pdf with buyers',
      checked: true,
    });
    const [call] = api.callsTo('PUT /operator/listings/:id/certificates/:fileId');
    expect(call?.url).toMatch(
      /\/operator\/listings\/p_pink_kush\/certificates\/f_p_pink_kush_cert$/,
    );
    expect(call?.body).toEqual({ shared_with_buyers: true });
    await userEvent.click(share);
    await within(card).findByRole('checkbox', {
      name: 'Share lab-report.pdf with buyers',
      checked: false,
    });
    expect(api.callsTo('PUT /operator/listings/:id/certificates/:fileId').at(-1)?.body).toEqual({
      shared_with_buyers: false,
    });
  });

  it('issue 18: a refused share says why and leaves the box as it was', async () => {
    api = installFakeApi({
      'POST /token': { access_token: 'access', expires_in: 900 },
      'GET /operator/listings': { data: [kush], total: 1 },
      'PUT /operator/listings/:id/certificates/:fileId': reply(404, {
        error: 'Certificate not found',
      }),
    });
    renderWithQuery(<ListingsReview />);
    const card = await screen.findByRole('article', { name: 'Pink Kush' });
    const share = within(card).getByRole('checkbox', { name: 'Share lab-report.pdf with buyers' });
    await userEvent.click(share);
    expect(await within(card).findByRole('alert')).toHaveTextContent('Certificate not found');
    expect(share).not.toBeChecked();
  });

  it('marks a new submission and a publication request apart (issue 18)', async () => {
    const fresh = { ...makeReviewListing('Fresh Haze'), kind: 'new submission' as const };
    const asked = { ...kush, kind: 'publication request' as const };
    api = installFakeApi({
      'POST /token': { access_token: 'access', expires_in: 900 },
      'GET /operator/listings': { data: [fresh, asked], total: 2 },
    });
    renderWithQuery(<ListingsReview />);
    const freshCard = await screen.findByRole('article', { name: 'Fresh Haze' });
    expect(within(freshCard).getByText('New submission')).toBeInTheDocument();
    expect(within(freshCard).getByText(/^Submitted /)).toBeInTheDocument();
    const askedCard = screen.getByRole('article', { name: 'Pink Kush' });
    expect(within(askedCard).getByText('Publication request')).toBeInTheDocument();
    expect(within(askedCard).getByText(/^Requested /)).toBeInTheDocument();
  });

  it('a photo that is a video plays in a labelled player; a record image shows when present', async () => {
    const withMedia = makeReviewListing('Gelato');
    const file = (id: string, kind: 'photo' | 'record_image', type: string) => ({
      id,
      kind,
      file_name: `${id}.bin`,
      content_type: type,
      size: 10,
      url: `/file/${id}`,
      created_at: '2026-11-01T12:00:00.000Z',
    });
    withMedia.files.push(
      file('f_clip', 'photo', 'video/mp4'),
      file('f_record', 'record_image', 'image/png'),
    );
    api = installFakeApi({
      'POST /token': { access_token: 'access', expires_in: 900 },
      'GET /operator/listings': { data: [withMedia], total: 1 },
    });
    renderWithQuery(<ListingsReview />);
    const card = await screen.findByRole('article', { name: 'Gelato' });
    const photos = within(card).getByRole('region', { name: 'Photos' });
    expect(await within(photos).findByRole('img', { name: 'Gelato, photo 1' })).toBeInTheDocument();
    const video = await within(photos).findByLabelText('Gelato, video 2');
    expect(video.tagName).toBe('VIDEO');
    expect(video).toHaveAttribute('src', 'http://api.leafbid.test/file/f_clip');
    expect(within(photos).queryByRole('img', { name: 'Gelato, photo 2' })).toBeNull();
    const record = within(card).getByRole('region', { name: 'Record image' });
    expect(
      await within(record).findByRole('img', { name: 'Gelato, record image' }),
    ).toBeInTheDocument();
  });

  it('Publish takes the listing off the queue and says so', async () => {
    api = installFakeApi({
      'GET /operator/listings': [
        { data: [kush, haze], total: 2 },
        { data: [haze], total: 1 },
      ],
      'POST /operator/listings/:id/publish': { product: { ...kush.product, Product_Active: true } },
    });
    renderWithQuery(<ListingsReview />);
    const card = await screen.findByRole('article', { name: 'Pink Kush' });
    await userEvent.click(within(card).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Pink Kush is published.')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Pink Kush' })).not.toBeInTheDocument();
    expect(api.callsTo('POST /operator/listings/:id/publish')[0]?.params.id).toBe(kush.product.id);
    expect(await screen.findByText('1 listing awaits review')).toBeInTheDocument();
  });

  it('a refused Publish shows the reason on its card and keeps it', async () => {
    api = installFakeApi({
      'GET /operator/listings': { data: [kush], total: 1 },
      'POST /operator/listings/:id/publish': reply(409, {
        error: 'This listing is no longer awaiting review.',
      }),
    });
    renderWithQuery(<ListingsReview />);
    const card = await screen.findByRole('article', { name: 'Pink Kush' });
    await userEvent.click(within(card).getByRole('button', { name: 'Publish' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'This listing is no longer awaiting review.',
    );
    expect(screen.getByRole('article', { name: 'Pink Kush' })).toBeInTheDocument();
  });

  it('Decline asks for a note for the seller and sends it', async () => {
    api = installFakeApi({
      'GET /operator/listings': [
        { data: [kush], total: 1 },
        { data: [], total: 0 },
      ],
      'POST /operator/listings/:id/decline': {
        product: { ...kush.product, Request_pending: false },
      },
    });
    renderWithQuery(<ListingsReview />);
    const card = await screen.findByRole('article', { name: 'Pink Kush' });
    await userEvent.click(within(card).getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline Pink Kush' });
    const confirm = within(dialog).getByRole('button', { name: 'Decline listing' });
    expect(confirm).toBeDisabled();
    await userEvent.type(
      within(dialog).getByLabelText('Note for the seller'),
      'The lab report is unreadable.',
    );
    await userEvent.click(confirm);
    expect(
      await screen.findByText('Pink Kush was declined. The seller sees your note.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('POST /operator/listings/:id/decline')[0]?.body).toEqual({
      note: 'The lab report is unreadable.',
    });
    expect(await screen.findByText('No listings await review')).toBeInTheDocument();
  });

  it('shows an empty queue, and a failed load with Retry', async () => {
    api = installFakeApi({
      'GET /operator/listings': [reply(500, { error: 'Database is down' }), { data: [], total: 0 }],
    });
    renderWithQuery(<ListingsReview />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Database is down');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No listings await review')).toBeInTheDocument();
  });

  it('a live operator event (a new request) refreshes the queue without a reload', async () => {
    api = installFakeApi({
      'GET /operator/listings': [
        { data: [], total: 0 },
        { data: [haze], total: 1 },
      ],
    });
    renderWithQuery(<ListingsReview />);
    await screen.findByText('No listings await review');
    act(() => bus.emit('operator:listing-requested', { product: { id: haze.product.id } }));
    expect(await screen.findByRole('article', { name: 'Ghost Train Haze' })).toBeInTheDocument();
  });
});
