import { TEST_PORTS } from './ports';

export const DEMO_PASSWORD = 'leafbid-demo-1';
export const API_URL = `http://localhost:${TEST_PORTS.api}`;

/** Signs a demo user in over the identity emulator's REST API and returns its ID token. */
export async function idTokenFor(email: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await fetch(
    `http://127.0.0.1:${TEST_PORTS.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-leafbid-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const body = (await res.json()) as { idToken?: string; error?: { message: string } };
  if (!body.idToken)
    throw new Error(`sign-in of ${email} failed: ${body.error?.message ?? res.status}`);
  return body.idToken;
}

/** Calls the Product API as `email` (to read the state the UI should show). */
export async function apiGet<T>(email: string, path: string): Promise<T> {
  const token = await idTokenFor(email);
  const res = await fetch(`${API_URL}${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`GET ${path} → ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Calls the Product API as `email` with a JSON body (to set up what a test needs). */
export async function apiSend<T>(
  email: string,
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  const answer = await apiCall<T>(email, method, path, body);
  if (answer.status >= 400)
    throw new Error(`${method} ${path} → ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

const EMULATOR = `http://127.0.0.1:${TEST_PORTS.auth}`;
const PROJECT = 'demo-leafbid';

/** An email no other test (or run) uses. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@leafco.test`;
}

/**
 * The out-of-band codes the identity emulator would have emailed (password reset, email
 * verification): GET /emulator/v1/projects/{project}/oobCodes, as README describes.
 */
export async function oobCodesFor(
  email: string,
  requestType: 'PASSWORD_RESET' | 'VERIFY_EMAIL',
): Promise<string[]> {
  const res = await fetch(`${EMULATOR}/emulator/v1/projects/${PROJECT}/oobCodes`);
  const body = (await res.json()) as {
    oobCodes?: Array<{ email: string; requestType: string; oobCode: string }>;
  };
  return (body.oobCodes ?? [])
    .filter((c) => c.email === email && c.requestType === requestType)
    .map((c) => c.oobCode);
}

/** Creates an identity account over the emulator's REST API; returns its uid and ID token. */
export async function signUpIdentity(
  email: string,
  password: string,
): Promise<{ uid: string; idToken: string }> {
  const res = await fetch(
    `${EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-leafbid-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const body = (await res.json()) as { localId?: string; idToken?: string };
  if (!body.localId || !body.idToken) throw new Error(`sign-up of ${email} failed: ${res.status}`);
  return { uid: body.localId, idToken: body.idToken };
}

/** Applies an email verification code as the emulator's action page would (accounts:update). */
export async function applyVerificationCode(oobCode: string): Promise<void> {
  const res = await fetch(
    `${EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:update?key=demo-leafbid-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ oobCode }),
    },
  );
  if (!res.ok) throw new Error(`verifying the email failed: ${res.status} ${await res.text()}`);
}

/** Calls the Product API as `email` with any method (e.g. an operator action as Admin). */
export async function apiCall<T>(
  email: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const token = await idTokenFor(email);
  const res = await fetch(`${API_URL}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
}

/** The bytes of an API file or image (`/product-image/{id}`, `/file/{id}`) as `email` gets them. */
export async function apiBytes(
  email: string,
  path: string,
): Promise<{ contentType: string | null; bytes: Buffer }> {
  const token = await idTokenFor(email);
  const res = await fetch(`${API_URL}${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`GET ${path} → ${res.status}`);
  return {
    contentType: res.headers.get('content-type'),
    bytes: Buffer.from(await res.arrayBuffer()),
  };
}
