import { activateTestLocale, resetTestLocale } from '@leafbid/domain/testing';
import fr from './locales/fr-CA.json';
import { checkProductFile } from './lib/check-product-files';
import {
  LISTING_SUMMARY_MESSAGES,
  PRODUCT_FILES_MESSAGES,
  SUBMISSION_FORM_MESSAGES,
  imageProcessingFailed,
} from './messages';

const plain = (text: string) => text.replace(/\s/g, ' ');
const bigFile = (name: string, type: string, bytes: number) =>
  ({ name, type, size: bytes }) as unknown as File;

describe('the error catalogue (spec §8) fills its templates', () => {
  it('Failed to process {file}', () => {
    expect(imageProcessingFailed('a.heic')).toBe('Failed to process a.heic');
  });

  it('en-CA: a size limit reads as before', () => {
    expect(checkProductFile(bigFile('huge.mp4', 'video/mp4', 100 * 1024 * 1024 + 1), 'photo')).toBe(
      '"huge.mp4" is larger than 100 MB. Choose a smaller file, or compress it and try again.',
    );
  });
});

describe('fr-CA (issue 19)', () => {
  beforeEach(() => activateTestLocale('fr-CA', fr));
  afterEach(resetTestLocale);

  it('files added: an ICU plural (fr-CA "one" takes 0 and 1)', () => {
    expect(PRODUCT_FILES_MESSAGES.uploaded(1)).toBe("1 fichier ajouté à l'annonce.");
    expect(PRODUCT_FILES_MESSAGES.uploaded(0)).toBe("0 fichier ajouté à l'annonce.");
    expect(PRODUCT_FILES_MESSAGES.uploaded(3)).toBe("3 fichiers ajoutés à l'annonce.");
  });

  it("the summary's link: one listing, several", () => {
    expect(LISTING_SUMMARY_MESSAGES.viewAll(1)).toBe("Voir l'annonce (1)");
    expect(LISTING_SUMMARY_MESSAGES.viewAll(12)).toBe('Voir toutes les annonces (12)');
  });

  it('a size limit in fr-CA units; a field named before its reason with the no-break space', () => {
    expect(
      plain(checkProductFile(bigFile('huge.mp4', 'video/mp4', 100 * 1024 * 1024 + 1), 'photo')!),
    ).toBe(
      '« huge.mp4 » dépasse 100 Mo. Choisissez un fichier plus petit, ou compressez-le et réessayez.',
    );
    expect(SUBMISSION_FORM_MESSAGES.fieldReason('Photos ou vidéos', 'Trop gros')).toBe(
      'Photos ou vidéos\u00a0: Trop gros',
    );
    expect(imageProcessingFailed('a.heic')).toBe('Impossible de traiter a.heic');
  });
});
