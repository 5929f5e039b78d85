// Issue 19: the 'Add Products' form in fr-CA (Québec French). The listings catalogue's texts are
// asserted here: a required group's description, the file checks as a file is chosen, an image that
// could not be prepared, the chosen files' sizes in fr-CA digits and units, the verification notice.
// The field labels and the rules' messages are @leafbid/domain's (SUBMISSION_MESSAGES, the shared
// productSubmissionSchema), loaded only from the domain's catalogue: read in en-CA here, they find
// the fields.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { activateTestLocale, resetTestLocale } from '@leafbid/domain/testing';
import { useProfileStore } from '@leafbid/shared';
import {
  installFakeApi,
  makeContact,
  renderWithQueryClient,
  resetStoresForTest,
  type FakeApi,
} from '@leafbid/shared/testing';
import fr from '../../../locales/fr-CA.json';
import { downscaleImage } from '../lib/downscale-image';
import { AddProducts } from './add-products';

// jsdom has no canvas: the pixels are tested in downscale-image.test.ts and in the browser test.
jest.mock('../lib/downscale-image', () => ({
  ...jest.requireActual('../lib/downscale-image'),
  downscaleImage: jest.fn(async (file: File) => file),
}));
const downscale = downscaleImage as jest.MockedFunction<typeof downscaleImage>;

/** fr-CA Intl output and the catalogue use no-break spaces (before ':', inside « », before 'Mo'). */
const plain = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ');

let api: FakeApi | undefined;
beforeEach(() => {
  activateTestLocale('fr-CA', fr);
  downscale.mockImplementation(async (file: File) => file);
});
afterEach(() => {
  api?.restore();
  resetTestLocale();
});

function setUp(overrides: Parameters<typeof makeContact>[0] = {}) {
  resetStoresForTest();
  api = installFakeApi({ 'GET /products': { products: [] } });
  useProfileStore.setState({
    profile: makeContact({
      Contact_Type: ['Seller'],
      canAccessListing: true,
      Account_Verified: true,
      ...overrides,
    }),
    fetchedAt: Date.now(),
  });
  renderWithQueryClient(<AddProducts onSubmitted={jest.fn()} />);
  return { user: userEvent.setup(), skipAccept: userEvent.setup({ applyAccept: false }) };
}

const file = (name: string, type: string, bytes = 3) =>
  new File([new Uint8Array(bytes)], name, { type });
/** The chosen files listed under a picker (the list is named by the picker's label). */
const listed = (name: string) =>
  within(screen.queryByRole('list', { name }) ?? document.createElement('ul'))
    .queryAllByRole('listitem')
    .map((item) => plain(item.textContent));

describe("'Add Products' in fr-CA", () => {
  it('a required group says so in French after its legend', () => {
    setUp();
    for (const name of ['Product Category', 'Type', 'Certification']) {
      expect(screen.getByRole('group', { name })).toHaveAccessibleDescription(/^Obligatoire\s*$/);
    }
  });

  it('a file of a type the API refuses is named as it is chosen, in French', async () => {
    const { skipAccept } = setUp();
    await skipAccept.upload(
      screen.getByLabelText('Cover Image *'),
      file('cover.pdf', 'application/pdf'),
    );
    expect(plain(screen.getByRole('alert').textContent)).toContain(
      "« cover.pdf » n'est pas une image de couverture acceptée. Choisissez une image JPEG ou PNG.",
    );
    await skipAccept.upload(screen.getByLabelText('Photos or videos *'), [
      file('notes.txt', 'text/plain'),
    ]);
    expect(plain(screen.getByRole('alert').textContent)).toContain(
      "« notes.txt » n'est ni une photo ni une vidéo acceptée. Choisissez une image JPEG ou PNG, ou une vidéo MP4, WebM ou MOV.",
    );
    await skipAccept.upload(
      screen.getByLabelText('Certificates *'),
      file('coa.docx', 'application/msword'),
    );
    expect(plain(screen.getByRole('alert').textContent)).toContain(
      "« coa.docx » n'est pas un certificat accepté. Choisissez un fichier PDF, JPG ou PNG.",
    );
  });

  it('an image that cannot be prepared: "Impossible de traiter {file}"', async () => {
    const { user } = setUp();
    downscale.mockImplementation(async (chosen: File) => {
      if (chosen.name === 'broken.heic') throw new Error('cannot decode');
      return chosen;
    });
    await user.upload(screen.getByLabelText('Photos or videos *'), [
      file('bud.png', 'image/png'),
      file('broken.heic', 'image/heic'),
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Impossible de traiter broken.heic');
  });

  it('the chosen files with their sizes in fr-CA: a decimal comma, Mo and Ko', async () => {
    const { user } = setUp();
    await user.upload(
      screen.getByLabelText('Photos or videos *'),
      file('bud.png', 'image/png', 2.5 * 1024 * 1024),
    );
    await user.upload(screen.getByLabelText('Certificates *'), file('coa.pdf', 'application/pdf'));
    expect(listed('Photos or videos')).toEqual([expect.stringContaining('bud.png2,5 Mo')]);
    expect(listed('Certificates')).toEqual([expect.stringContaining('coa.pdf1 Ko')]);
  });

  it('a seller awaiting verification reads why, in French', () => {
    setUp({ Account_Verified: false });
    expect(
      screen.getByText('Vous pourrez publier des annonces une fois votre compte vérifié'),
    ).toBeInTheDocument();
  });
});
