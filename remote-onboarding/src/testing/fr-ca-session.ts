// The onboarding pages' fr-CA tests: the onboarding catalogue in fr-CA.
import { localeSession } from '@leafbid/shared/testing';
import fr from '../locales/fr-CA.json';

export const frCaSession = () => localeSession('fr-CA', fr);
