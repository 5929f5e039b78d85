// Issue 19: the join form shows the agreement documents of the active locale (a French-speaking
// user reads, and accepts, the French text) and sends {id, version} of the documents shown, so
// the API records the exact text accepted.
import {
  activeLocale,
  agreementDocumentsForRole,
  type AgreementDocument,
  type JoinRole,
} from '@leafbid/domain';
import type { AcceptedAgreementBody } from '@leafbid/domain/schemas';

/** The role's agreement documents in the active locale (the language the user reads). */
export function agreementDocumentsShown(role: JoinRole): AgreementDocument[] {
  return agreementDocumentsForRole(role, activeLocale());
}

/** {id, version} of each accepted document, as shown in the active locale. */
export function acceptedAgreementDocuments(
  role: JoinRole,
  accepted: readonly string[],
): AcceptedAgreementBody[] {
  return agreementDocumentsShown(role)
    .filter((document) => accepted.includes(document.id))
    .map(({ id, version }) => ({ id, version }));
}
