// Issue 36: an agreement's document, loaded through the page's query client when it is read. A
// version's wording never changes, so a document loaded once is kept for the page's life.
import { skipToken, useQuery } from '@tanstack/react-query';
import type { AgreementVersion } from '@leafbid/domain';
import { loadAgreementDocument } from '../agreements/load-agreement-document';

/** The document of `agreement` while it is wanted (null: none, nothing is loaded). */
export function useAgreementDocument(agreement: AgreementVersion | null) {
  return useQuery({
    queryKey: ['agreement-document', agreement?.id, agreement?.locale, agreement?.version],
    queryFn: agreement ? () => loadAgreementDocument(agreement) : skipToken,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
