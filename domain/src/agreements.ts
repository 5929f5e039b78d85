// Spec §6 "Agreements" and "Agreement terms", §9 agreement constants: the two sign-up agreements
// as versioned documents. The join form shows them and sends {id, version} of each accepted one;
// the API records which version a contact accepted and when. A new wording is a new version
// (and the API then refuses the old one), so a record always points at the exact text accepted.
// Issue 19: each agreement exists in en-CA and fr-CA, two documents with their own versions (the
// French one '<date>.fr-CA'); the join form shows the user's language and sends that document's
// version, and either language's current version is an acceptance of the agreement.
import { activeLocale, type Locale } from './i18n';
import { contactTypesForRole, type JoinRole } from './roles';

export const AGREEMENT_IDS = ['service-confidentiality', 'consulting-services'] as const;
export type AgreementId = (typeof AGREEMENT_IDS)[number];

export interface AgreementSection {
  heading: string;
  paragraphs: readonly string[];
}

export interface AgreementDocument {
  id: AgreementId;
  /** The document's language. */
  locale: Locale;
  title: string;
  /**
   * The current version: the date the wording took effect ('2026-11-01'), and for the French
   * document that date with its locale ('2026-11-01.fr-CA'), so a record names the text accepted.
   */
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
  locale: 'en-CA',
  title: 'Service Confidentiality Agreement',
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
  locale: 'en-CA',
  title: 'Consulting & Services Agreement',
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

// --- fr-CA: the same agreements in Québec French (their own documents and versions) ---

const OPERATEUR = "l'opérateur de Leafbid (l'« Opérateur »)";

const ADMISSIBILITE: AgreementSection = {
  heading: 'Admissibilité',
  paragraphs: [
    "Leafbid est réservé aux entités juridiques canadiennes titulaires d'une licence valide délivrée par Santé Canada en vertu de la Loi sur le cannabis. En acceptant la présente entente, vous confirmez que l'entreprise que vous représentez est titulaire d'une telle licence et que vous êtes autorisé à la lier.",
    "Avant d'utiliser le marché, vous téléverserez une copie de votre licence de cannabis du Canada et de votre permis de l'ARC, et vous aviserez sans délai l'Opérateur si l'un ou l'autre est suspendu, révoqué ou expiré.",
  ],
};

const ACCES: AgreementSection = {
  heading: 'Accès à la plateforme',
  paragraphs: [
    "L'Opérateur peut, à sa discrétion, refuser, suspendre ou résilier l'accès à Leafbid, notamment lorsqu'une licence ne peut être vérifiée ou que les présentes conditions ne sont pas respectées.",
  ],
};

const DUREE: AgreementSection = {
  heading: 'Durée et résiliation',
  paragraphs: [
    "La présente entente est conclue pour une durée d'un (1) an à compter du jour où vous l'acceptez et se renouvelle automatiquement pour des périodes successives d'un an.",
    "Chaque partie peut y mettre fin en tout temps moyennant un préavis écrit de dix (10) jours à l'autre partie.",
  ],
};

const RESPONSABILITE_ET_DROIT: AgreementSection = {
  heading: 'Responsabilité et droit applicable',
  paragraphs: [
    "La responsabilité totale de l'Opérateur en vertu de la présente entente est limitée à mille dollars canadiens (1 000 $ CA).",
    "La présente entente est régie par les lois de la province de Québec et par les lois fédérales du Canada qui s'y appliquent. Les tribunaux du district judiciaire de Montréal ont compétence exclusive pour entendre tout différend.",
  ],
};

export const SERVICE_CONFIDENTIALITY_AGREEMENT_FR: AgreementDocument = {
  id: 'service-confidentiality',
  locale: 'fr-CA',
  title: 'Entente de confidentialité',
  version: '2026-11-01.fr-CA',
  sections: [
    {
      heading: 'Objet',
      paragraphs: [
        'La présente Entente de confidentialité est conclue entre ' +
          OPERATEUR +
          " et l'entreprise qui adhère à Leafbid à titre d'acheteur. Elle établit les conditions selon lesquelles l'acheteur consulte les annonces et soumet des offres, et protège les renseignements que l'acheteur reçoit par l'intermédiaire de la plateforme.",
      ],
    },
    ADMISSIBILITE,
    {
      heading: "Ce que l'acheteur peut faire",
      paragraphs: [
        "À titre d'utilisateur ordinaire, vous pouvez uniquement consulter les annonces et soumettre des offres non contraignantes (demandes de commande). Une offre exprime un intérêt pour une quantité et un prix par gramme donnés; elle ne constitue pas une offre de contracter qui vous lie ou qui lie le vendeur, et toute vente est conclue directement entre les parties après que l'Opérateur les a mises en relation.",
        "La publication de produits sur Leafbid requiert l'Entente de services-conseils distincte.",
      ],
    },
    {
      heading: 'Confidentialité',
      paragraphs: [
        "Les annonces, les prix, les quantités, l'identité des vendeurs et tout autre renseignement non public que vous recevez par l'intermédiaire de Leafbid sont confidentiels. Vous ne les utiliserez que pour évaluer et soumettre des offres, et vous ne les communiquerez à personne à l'extérieur de votre entreprise.",
        'Vos obligations de confidentialité survivent à la fin de la présente entente pendant deux (2) ans.',
      ],
    },
    {
      heading: 'Propriété intellectuelle',
      paragraphs: [
        "La plateforme, son contenu et les marques de l'Opérateur demeurent la propriété de l'Opérateur. Vous ne les copierez pas, ne les extrairez pas par des moyens automatisés et ne les réutiliserez pas. Ces protections de propriété intellectuelle survivent à la fin de la présente entente pendant un (1) an.",
      ],
    },
    ACCES,
    DUREE,
    RESPONSABILITE_ET_DROIT,
  ],
};

export const CONSULTING_SERVICES_AGREEMENT_FR: AgreementDocument = {
  id: 'consulting-services',
  locale: 'fr-CA',
  title: 'Entente de services-conseils',
  version: '2026-11-01.fr-CA',
  sections: [
    {
      heading: 'Objet',
      paragraphs: [
        'La présente Entente de services-conseils est conclue entre ' +
          OPERATEUR +
          " et l'entreprise qui adhère à Leafbid à titre de vendeur. En vertu de celle-ci, l'Opérateur examine et publie les annonces de produits du vendeur, transmet les offres des acheteurs et facilite la mise en relation du vendeur avec les acheteurs intéressés.",
      ],
    },
    ADMISSIBILITE,
    {
      heading: 'Annonces',
      paragraphs: [
        "Vous pouvez soumettre des produits pour examen. L'Opérateur décide si une annonce est publiée et à quel moment, et il peut l'archiver ou la retirer. Vous êtes responsable de l'exactitude de chaque annonce : puissance, terpènes, quantités, dates de récolte, certifications et prix minimaux.",
        "Les offres que vous recevez sont non contraignantes. Les acheteurs demeurent anonymes jusqu'à ce que l'Opérateur mette les parties en relation; toute vente est conclue directement entre vous et l'acheteur.",
      ],
    },
    {
      heading: 'Confidentialité',
      paragraphs: [
        "Les offres, les renseignements sur les acheteurs et tout autre renseignement non public que vous recevez par l'intermédiaire de Leafbid sont confidentiels et ne peuvent être utilisés que pour répondre aux offres. Vos obligations de confidentialité survivent à la fin de la présente entente pendant deux (2) ans.",
      ],
    },
    {
      heading: 'Propriété intellectuelle',
      paragraphs: [
        "Vous conservez les droits sur les photos et les descriptions de vos produits et autorisez l'Opérateur à les afficher sur Leafbid tant que l'annonce existe. La plateforme et les marques de l'Opérateur demeurent la propriété de l'Opérateur. Ces protections de propriété intellectuelle survivent à la fin de la présente entente pendant un (1) an.",
      ],
    },
    ACCES,
    DUREE,
    RESPONSABILITE_ET_DROIT,
  ],
};

/** The en-CA documents (the spec's wording), by id. */
export const AGREEMENT_DOCUMENTS: Record<AgreementId, AgreementDocument> = {
  'service-confidentiality': SERVICE_CONFIDENTIALITY_AGREEMENT,
  'consulting-services': CONSULTING_SERVICES_AGREEMENT,
};

/** Every agreement's document in each locale, by id. */
export const AGREEMENT_DOCUMENTS_BY_LOCALE: Record<
  Locale,
  Record<AgreementId, AgreementDocument>
> = {
  'en-CA': AGREEMENT_DOCUMENTS,
  'fr-CA': {
    'service-confidentiality': SERVICE_CONFIDENTIALITY_AGREEMENT_FR,
    'consulting-services': CONSULTING_SERVICES_AGREEMENT_FR,
  },
};

/** One agreement in `locale` (the active one unless told). */
export function agreementDocument(
  id: AgreementId,
  locale: Locale = activeLocale(),
): AgreementDocument {
  return AGREEMENT_DOCUMENTS_BY_LOCALE[locale][id];
}

/** The versions that accept agreement `id` today: its current version in each language. */
export function currentAgreementVersions(id: AgreementId): string[] {
  return Object.values(AGREEMENT_DOCUMENTS_BY_LOCALE).map((documents) => documents[id].version);
}

/** Whether `version` is a current version of agreement `id`, in either language. */
export function isCurrentAgreementVersion(id: AgreementId, version: string): boolean {
  return currentAgreementVersions(id).includes(version);
}

/** §6: Buyer accepts the confidentiality agreement, Seller the services agreement, both both. */
export function agreementIdsForTypes(types: readonly string[]): AgreementId[] {
  return [
    ...(types.includes('Buyer') ? (['service-confidentiality'] as const) : []),
    ...(types.includes('Seller') ? (['consulting-services'] as const) : []),
  ];
}

/** The role's agreements in `locale` (the active one unless told), as the join form shows them. */
export function agreementDocumentsForRole(
  role: JoinRole,
  locale: Locale = activeLocale(),
): AgreementDocument[] {
  return agreementIdsForTypes(contactTypesForRole(role)).map((id) => agreementDocument(id, locale));
}

export interface AcceptedAgreement {
  id: AgreementId;
  version: string;
}

/**
 * Which required agreements are missing or not at a current version (empty: all accepted). The
 * current version of either language accepts an agreement. The join form and POST /contacts/create
 * apply the same rule.
 */
export function missingAgreements(
  types: readonly string[],
  accepted: readonly AcceptedAgreement[],
): AgreementId[] {
  return agreementIdsForTypes(types).filter(
    (id) => !accepted.some((a) => a.id === id && isCurrentAgreementVersion(id, a.version)),
  );
}
