// The language switch's texts (issue 19). Each language is named in itself, in both catalogues.
import { defineMessages } from '@leafbid/domain';

export const LANGUAGE_MESSAGES = defineMessages('kernel.language', {
  label: 'Language',
  english: 'English',
  french: 'Français',
});
