// Spec §6 "Agreements" and "Agreement terms", §9 agreement constants: the two sign-up agreements
// as versioned documents. The join form shows them and sends {id, version} of each accepted one;
// the API records which version a contact accepted and when. A new wording is a new version
// (and the API then refuses the old one), so a record always points at the exact text accepted.
import { AGREEMENTS, contactTypesForRole, type Agreement, type JoinRole } from './roles';

export const AGREEMENT_IDS = ['service-confidentiality', 'consulting-services'] as const;
export type AgreementId = (typeof AGREEMENT_IDS)[number];

export interface AgreementSection {
  heading: string;
  paragraphs: readonly string[];
}

export interface AgreementDocument {
  id: AgreementId;
  title: Agreement;
  /** The current version; the date the wording took effect. */
  version: string;
  sections: readonly AgreementSection[];
}

const OPERATOR = 'the operator of Leafbid (the "Operator")';

/** Shared terms of spec §6 "Agreement terms" and §9. */
const ELIGIBILITY: AgreementSection = {
  heading: 'Eligibility',
  paragraphs: [
    'Leafbid is open only to Canadian legal entities holding a valid licence issued by Health Canada under the Cannabis Act. By accepting this agreement you confirm that the company you represent holds such a licence and that you are authorised to bind it.',
    'You will upload a copy of your Canada Cannabis License and your CRA Permit before using the marketplace, and you will tell the Operator promptly if either is suspended, revoked or expires.',
  ],
};

const ACCESS: AgreementSection = {
  heading: 'Access to the platform',
  paragraphs: [
    'The Operator may refuse, suspend or terminate access to Leafbid at its discretion, in particular where a licence cannot be verified or these terms are not respected.',
  ],
};

const TERM: AgreementSection = {
  heading: 'Term and termination',
  paragraphs: [
    'This agreement lasts one (1) year from the day you accept it and renews automatically for further one-year terms.',
    "Either party may end it at any time with ten (10) days' written notice to the other.",
  ],
};

const LIABILITY_AND_LAW: AgreementSection = {
  heading: 'Liability and governing law',
  paragraphs: [
    "The Operator's total liability under this agreement is limited to one thousand Canadian dollars (CAD 1,000).",
    'This agreement is governed by the laws of the Province of Québec and the federal laws of Canada that apply there. The courts of the judicial district of Montréal have exclusive jurisdiction over any dispute.',
  ],
};

export const SERVICE_CONFIDENTIALITY_AGREEMENT: AgreementDocument = {
  id: 'service-confidentiality',
  title: AGREEMENTS.buyer,
  version: '2026-11-01',
  sections: [
    {
      heading: 'Purpose',
      paragraphs: [
        `This Service Confidentiality Agreement is made between ${OPERATOR} and the company joining Leafbid as a buyer. It sets the terms on which the buyer views listings and places bids, and protects the information the buyer receives through the platform.`,
      ],
    },
    ELIGIBILITY,
    {
      heading: 'What a buyer may do',
      paragraphs: [
        'As a normal user you may only view listings and place non-binding bids (order requests). A bid expresses interest at a quantity and price per gram; it is not an offer that binds you or the seller, and any sale is concluded directly between the parties after the Operator introduces them.',
        'Listing products on Leafbid requires the separate Consulting & Services Agreement.',
      ],
    },
    {
      heading: 'Confidentiality',
      paragraphs: [
        'Listings, prices, quantities, the identity of sellers and every other non-public information you receive through Leafbid are confidential. You will use them only to evaluate and place bids and will not disclose them to anyone outside your company.',
        'Your confidentiality obligations survive the end of this agreement for two (2) years.',
      ],
    },
    {
      heading: 'Intellectual property',
      paragraphs: [
        "The platform, its content and the Operator's marks remain the Operator's property. You will not copy, scrape or reuse them. These intellectual-property protections survive the end of this agreement for one (1) year.",
      ],
    },
    ACCESS,
    TERM,
    LIABILITY_AND_LAW,
  ],
};

export const CONSULTING_SERVICES_AGREEMENT: AgreementDocument = {
  id: 'consulting-services',
  title: AGREEMENTS.seller,
  version: '2026-11-01',
  sections: [
    {
      heading: 'Purpose',
      paragraphs: [
        `This Consulting & Services Agreement is made between ${OPERATOR} and the company joining Leafbid as a seller. Under it the Operator reviews and publishes the seller's product listings, relays buyers' bids and facilitates introductions between the seller and interested buyers.`,
      ],
    },
    ELIGIBILITY,
    {
      heading: 'Listings',
      paragraphs: [
        'You may submit products for review. The Operator decides whether and when a listing is published and may archive or remove it. You are responsible for the accuracy of every listing: potency, terpenes, quantities, harvest dates, certifications and minimum prices.',
        'Bids you receive are non-binding. Buyers stay anonymous until the Operator introduces the parties; any sale is concluded directly between you and the buyer.',
      ],
    },
    {
      heading: 'Confidentiality',
      paragraphs: [
        'Bids, buyer information and every other non-public information you receive through Leafbid are confidential and may be used only to respond to bids. Your confidentiality obligations survive the end of this agreement for two (2) years.',
      ],
    },
    {
      heading: 'Intellectual property',
      paragraphs: [
        "You keep the rights to your product photos and descriptions and allow the Operator to show them on Leafbid while the listing exists. The platform and the Operator's marks remain the Operator's property. These intellectual-property protections survive the end of this agreement for one (1) year.",
      ],
    },
    ACCESS,
    TERM,
    LIABILITY_AND_LAW,
  ],
};

export const AGREEMENT_DOCUMENTS: Record<AgreementId, AgreementDocument> = {
  'service-confidentiality': SERVICE_CONFIDENTIALITY_AGREEMENT,
  'consulting-services': CONSULTING_SERVICES_AGREEMENT,
};

/** §6: Buyer accepts the confidentiality agreement, Seller the services agreement, both both. */
export function agreementIdsForTypes(types: readonly string[]): AgreementId[] {
  return [
    ...(types.includes('Buyer') ? (['service-confidentiality'] as const) : []),
    ...(types.includes('Seller') ? (['consulting-services'] as const) : []),
  ];
}

export function agreementDocumentsForRole(role: JoinRole): AgreementDocument[] {
  return agreementIdsForTypes(contactTypesForRole(role)).map((id) => AGREEMENT_DOCUMENTS[id]);
}

export interface AcceptedAgreement {
  id: AgreementId;
  version: string;
}

/**
 * Which required agreements are missing or not at their current version (empty: all accepted).
 * The join form and POST /contacts/create apply the same rule.
 */
export function missingAgreements(
  types: readonly string[],
  accepted: readonly AcceptedAgreement[],
): AgreementId[] {
  return agreementIdsForTypes(types).filter(
    (id) => !accepted.some((a) => a.id === id && a.version === AGREEMENT_DOCUMENTS[id].version),
  );
}
