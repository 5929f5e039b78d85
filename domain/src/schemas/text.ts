// Every text a request carries, in the browser and on the API: PostgreSQL text cannot hold U+0000,
// so such input is refused by the schema (a 400 naming the field), never a 500 at the database.
import { z } from 'zod';
import { TEXT_MESSAGES } from './schemas.messages';
import { describe } from '../i18n';
import { says } from './issue-message';

/** The en-CA text of the NUL rule (the schema answers it in the active locale). */
export const NUL_MESSAGE = 'must not contain a NUL character';
export const hasNoNul = (value: string): boolean => !value.includes('\u0000');

/** z.string() that refuses a NUL character before any other check. */
export const text = (params?: Parameters<typeof z.string>[0]) =>
  z
    .string(params)
    .refine(hasNoNul, { error: says(() => describe(TEXT_MESSAGES, 'noNul')), abort: true });
