// The host's fr-CA component tests: the kernel's and the host's catalogues in fr-CA.
import kernelFr from '@leafbid/shared/locales/fr-CA.json';
import { localeSession } from '@leafbid/shared/testing';
import fr from '../locales/fr-CA.json';

export const frCaSession = () => localeSession('fr-CA', kernelFr, fr);
