import { expect, type Page } from '@playwright/test';
import { API_URL, DEMO_PASSWORD, idTokenFor, signUpIdentity } from './identity';

// Issue 18: new companies for the tests of the operator's review — one that joined (identity +
// contact), optionally with its licence documents confirmed; the operator's suspension.

export const DOCUMENT_PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
// A 1×1 transparent PNG.
export const DOCUMENT_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** A Product API call with `token`: JSON or multipart (FormData) body. */
export async function apiAs<T = { data: { id: string } }>(
  token: string,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body?: FormData | object,
): Promise<{ status: number; body: T }> {
  const isForm = body instanceof FormData;
  const res = await fetch(`${API_URL}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined || isForm ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: isForm ? body : JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
}

/**
 * A company that joined with the demo password (identity + contact, spec §4 Join) as a Seller
 * (or `type`); with `confirmed`, it also uploaded both licence documents and confirmed (it then
 * awaits review).
 */
export async function joinedCompany(
  email: string,
  { name = ['Sam', 'Suspended'], confirmed = false, type = 'Seller' as 'Buyer' | 'Seller' } = {},
): Promise<{ contactId: string; idToken: string }> {
  const { uid, idToken } = await signUpIdentity(email, DEMO_PASSWORD);
  const created = await apiAs(idToken, 'POST', '/contacts/create', {
    data: [
      {
        First_Name: name[0],
        Last_Name: name[1],
        Email: email,
        Company: 'Lapsed Licence Co',
        Title: 'CEO',
        Phone: '514 555 0102',
        Mailing_Street: '3 Main',
        Mailing_City: 'Laval',
        Mailing_Zip: 'H7A 0A1',
        Mailing_State: 'QC',
        User_UID: uid,
        Contact_Type: [type],
        // A Seller accepts the seller (consulting services) agreement as well (spec §6).
        Agreements: [
          { id: 'service-confidentiality', version: '2026-11-01' },
          ...(type === 'Seller' ? [{ id: 'consulting-services', version: '2026-11-01' }] : []),
        ],
      },
    ],
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const me = await apiAs(idToken, 'GET', `/contact-by-email?email=${encodeURIComponent(email)}`);
  const contactId = me.body.data.id;
  if (confirmed) {
    const form = new FormData();
    const blob = (bytes: Buffer, type: string) => new Blob([new Uint8Array(bytes)], { type });
    form.append('cannabis_license', blob(DOCUMENT_PDF, 'application/pdf'), 'licence-2025.pdf');
    // Issue 20: the licence's number and expiry go with its file.
    form.append('licence_number', 'LCL-E2E-0001');
    form.append('licence_expires_on', '2099-12-31');
    form.append('cra_permit', blob(DOCUMENT_PNG, 'image/png'), 'permit.png');
    const upload = await apiAs(idToken, 'POST', `/contacts/${contactId}/attachments`, form);
    expect(upload.status, JSON.stringify(upload.body)).toBe(201);
    const confirm = await apiAs(idToken, 'PUT', `/contacts/${contactId}/confirm-account`);
    expect(confirm.status, JSON.stringify(confirm.body)).toBe(200);
  }
  return { contactId, idToken };
}

/** The operator suspends the account with `reason` (POST /operator/accounts/{id}/suspend). */
export async function suspendAccount(contactId: string, reason: string): Promise<void> {
  const admin = await idTokenFor('admin@leafbid.test');
  const res = await apiAs(admin, 'POST', `/operator/accounts/${contactId}/suspend`, { reason });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** Issue 20: the licence's number and expiry, asked for next to the cannabis licence's file. */
export async function fillLicenceDetails(
  page: Page,
  { number = 'LCL-E2E-0001', expiresOn = '2099-12-31' } = {},
): Promise<void> {
  await page.getByLabel(/^Licence number/).fill(number);
  await page.getByLabel(/^Licence expiry date/).fill(expiresOn);
}
