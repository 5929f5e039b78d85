// Issue 36: the sign-up agreements' wording (spec §6 "Agreement terms", §9) is this screen's, one
// document per version and locale: ./<id>/<version>.json ({id, locale, version, title, sections}).
// The domain names the current versions (CURRENT_AGREEMENTS); a new wording is a new file and a
// new version there. Each file is its own chunk, loaded when the agreement is read.
import { z } from 'zod';
import { AGREEMENT_IDS, LOCALES, type AgreementVersion } from '@leafbid/domain';

const agreementDocumentSchema = z.object({
  id: z.enum(AGREEMENT_IDS),
  locale: z.enum(LOCALES),
  version: z.string().min(1),
  title: z.string().min(1),
  sections: z
    .array(
      z.object({
        heading: z.string().min(1),
        paragraphs: z.array(z.string().min(1)).min(1),
      }),
    )
    .min(1),
});

/** One version of an agreement, in its language: the full text the join form shows. */
export type AgreementDocument = z.infer<typeof agreementDocumentSchema>;
export type AgreementSection = AgreementDocument['sections'][number];

/**
 * The document of `agreement` (its id, locale and version). Fails when its chunk cannot be loaded,
 * or when the file is not that version's document.
 */
export async function loadAgreementDocument(
  agreement: AgreementVersion,
): Promise<AgreementDocument> {
  const file: { default: unknown } = await import(
    /* webpackChunkName: "agreement-[request]" */ `./${agreement.id}/${agreement.version}.json`
  );
  const document = agreementDocumentSchema.parse(file.default);
  const { id, locale, version } = document;
  if (id !== agreement.id || locale !== agreement.locale || version !== agreement.version) {
    throw new Error(
      `${agreement.id}/${agreement.version}.json is ${id} ${version} (${locale}), not the document of ${agreement.locale}`,
    );
  }
  return document;
}
