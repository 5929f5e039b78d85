// Issue 20: an account's cannabis licence details (kept with its licence document) — read from the
// account's answer, and corrected by the operator: PUT /operator/accounts/{id}/licence
// {licence_number, licence_expires_on} (audit 'account.licence_corrected').
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@leafbid/shared';
import type { OperatorAccount } from '@leafbid/domain';
import { enc, replaceIn } from '../../../lib/operator-api';
import { OPERATOR_MESSAGES } from '../../../messages';
import { accountsQueryKey, type AccountsPage } from './get-accounts';

const L = OPERATOR_MESSAGES.licence;

/** The longest licence number the API takes. */
export const LICENCE_NUMBER_MAX_LENGTH = 64;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** 'YYYY-MM-DD' that names a day of the calendar ('2027-02-30' does not). */
export function isCalendarDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

/** The account answer's licence fields, read leniently (absent or malformed reads as not given). */
const licenceFieldsSchema = z.object({
  Licence_Number: z.string().min(1).nullish().catch(null),
  Licence_Expires_On: z.string().refine(isCalendarDate).nullish().catch(null),
});

export interface LicenceDetails {
  number: string | null;
  expiresOn: string | null;
}

export function licenceOf(account: OperatorAccount): LicenceDetails {
  const fields = licenceFieldsSchema.parse(account);
  return { number: fields.Licence_Number ?? null, expiresOn: fields.Licence_Expires_On ?? null };
}

/** Today's date where Leafbid keeps its calendar (America/Toronto), 'YYYY-MM-DD'. */
function torontoDate(now: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Toronto',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** A licence has expired from the day after its expiry date, in America/Toronto (as the API rules). */
export function isLicenceExpired(expiresOn: string | null, now = new Date()): boolean {
  return expiresOn !== null && torontoDate(now) > expiresOn;
}

/** The operator's correction form: a number of 1..64 characters and a real date. */
export const licenceFormSchema = z.object({
  licence_number: z
    .string()
    .trim()
    .min(1, { error: () => L.numberRequired })
    .max(LICENCE_NUMBER_MAX_LENGTH, { error: () => L.numberTooLong }),
  licence_expires_on: z.string().refine(isCalendarDate, { error: () => L.dateInvalid }),
});
export type LicenceForm = z.infer<typeof licenceFormSchema>;

/** The account as it is now, when the API answers it (`{data}`); null otherwise. */
export async function correctLicence(
  id: string,
  fields: LicenceForm,
): Promise<OperatorAccount | null> {
  const body = await apiRequest(`/operator/accounts/${enc(id)}/licence`, {
    method: 'PUT',
    body: fields,
    fallback: L.failed,
  });
  const data = (body as { data?: unknown } | null)?.data;
  return data && typeof data === 'object' && typeof (data as { id?: unknown }).id === 'string'
    ? (data as OperatorAccount)
    : null;
}

export function useCorrectLicence() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, fields }: { id: string; fields: LicenceForm }) => correctLicence(id, fields),
    onSuccess: (updated) => {
      if (updated) {
        client.setQueriesData<InfiniteData<AccountsPage, string | null>>(
          { queryKey: accountsQueryKey },
          (pages) => replaceIn(pages, updated),
        );
      }
      void client.invalidateQueries({ queryKey: accountsQueryKey });
    },
  });
}
