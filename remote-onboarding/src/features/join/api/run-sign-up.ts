// Spec §4 Join flow and §7: identity sign-up, GET /contact-search-by-email, then PUT
// /contacts/{id}/uid (an existing contact, verified email only, issue 7) or POST /contacts/create,
// then POST /contacts/{id}/notes 'Account Type: …'. Every failure carries its §8 text.
import {
  describeAuthError,
  reloadUser,
  sendEmailVerification,
  signInWithEmail,
  signUpWithEmail,
  type AuthUser,
} from '@leafbid/shared';
import { JOIN_MESSAGES, accountTypeNote, activeLocale } from '@leafbid/domain';
import {
  acceptedAgreementVersions,
  joinFormToNewContact,
  type JoinFormValues,
} from '@leafbid/domain/schemas';
import { searchContactByEmail } from '../../../lib/search-contact-by-email';
import { addContactNote, createContact, linkContactUid } from './sign-up-calls';
import { JOIN_PAGE_MESSAGES } from '../../../messages';

export type SignUpOutcome =
  | { kind: 'done' }
  /** An existing contact waits for the email to be verified before it is linked. */
  | { kind: 'verify-email'; contactId: string; email: string };

/** A sign-up step failed; `message` is what the user reads. */
export class SignUpError extends Error {
  override name = 'SignUpError';
}

const codeOf = (error: unknown): unknown => (error as { code?: unknown } | null)?.code;

/**
 * Creates the identity account; for an email that already has one, signs in with the same
 * password instead, so a sign-up that failed half-way is finished by joining again (issue 7).
 */
async function createOrResumeIdentity(email: string, password: string): Promise<AuthUser> {
  try {
    return await signUpWithEmail(email, password);
  } catch (error) {
    if (codeOf(error) !== 'auth/email-already-in-use') {
      throw new SignUpError(describeAuthError(error));
    }
  }
  try {
    return await signInWithEmail(email, password);
  } catch {
    throw new SignUpError(JOIN_MESSAGES.emailRegistered);
  }
}

async function step<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof SignUpError) throw error;
    // ApiError messages are the §8 texts (or the server's own error), identity errors plain words.
    throw new SignUpError(describeAuthError(error));
  }
}

async function addAccountTypeNote(contactId: string, values: JoinFormValues): Promise<void> {
  await step(() => addContactNote(contactId, accountTypeNote(values.role)));
}

async function linkExisting(contactId: string, values: JoinFormValues, uid: string) {
  // Issue 19: the versions of the documents shown, in the active locale ('2026-11-01.fr-CA').
  const agreements = acceptedAgreementVersions(values.role, values.accepted, activeLocale());
  await step(() => linkContactUid(contactId, uid, agreements));
  await addAccountTypeNote(contactId, values);
}

/** Runs the whole sequence for a completed form. */
export async function runSignUp(values: JoinFormValues): Promise<SignUpOutcome> {
  const user = await createOrResumeIdentity(values.email, values.password);
  const existing = await step(() => searchContactByEmail(values.email));
  if (existing?.User_UID) throw new SignUpError(JOIN_MESSAGES.emailRegistered);

  if (existing) {
    if (!user.emailVerified) {
      await step(() => sendEmailVerification());
      return { kind: 'verify-email', contactId: existing.id, email: values.email };
    }
    await linkExisting(existing.id, values, user.uid);
    return { kind: 'done' };
  }

  // Its Agreements are the versions of the documents shown, in the active locale (issue 19).
  const contactId = await step(() => createContact(joinFormToNewContact(values, user.uid)));
  await addAccountTypeNote(contactId, values);
  return { kind: 'done' };
}

/** After the user opened the verification link: re-reads the identity, then links. */
export async function finishAfterVerification(
  values: JoinFormValues,
  contactId: string,
): Promise<SignUpOutcome> {
  const user = await step(() => reloadUser());
  if (!user) throw new SignUpError(JOIN_MESSAGES.emailRegistered);
  if (!user.emailVerified) throw new SignUpError(JOIN_PAGE_MESSAGES.verifyStillPending);
  await linkExisting(contactId, values, user.uid);
  return { kind: 'done' };
}

export async function resendVerification(): Promise<void> {
  await step(() => sendEmailVerification());
}
