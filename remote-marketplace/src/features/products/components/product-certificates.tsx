import type { Product } from '@leafbid/domain';
import { useMediaUrl } from '@leafbid/shared/ui';
import { MARKETPLACE_MESSAGES as M } from '../../../messages';

type SharedCertificate = NonNullable<Product['Shared_Certificates']>[number];

/** 'PDF', 'PNG', 'JPEG' from a content type. */
const formatOf = (contentType: string): string =>
  (contentType.split('/')[1] ?? contentType).split(/[;+]/)[0]!.toUpperCase();

/**
 * Issue 18: the certificates the operator cleared for buyers, each opened in a new tab through the
 * kernel's media URL (however the kernel authenticates files). Nothing shows when none is cleared.
 */
export function ProductCertificates({ product }: { product: Product }) {
  const certificates = product.Shared_Certificates ?? [];
  if (certificates.length === 0) return null;
  const headingId = `mk-certificates-${product.id}`;
  return (
    <section className="mk-certificates" aria-labelledby={headingId}>
      <h3 id={headingId} className="mk-certificates__title">
        {M.certificatesHeading}
      </h3>
      <p className="mk-certificates__hint">{M.certificatesHint}</p>
      <ul className="mk-certificates__list">
        {certificates.map((certificate, index) => (
          <li key={certificate.url}>
            <CertificateLink certificate={certificate} n={index + 1} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function CertificateLink({ certificate, n }: { certificate: SharedCertificate; n: number }) {
  const url = useMediaUrl(certificate.url);
  const text = M.certificateLink(n, formatOf(certificate.content_Type));
  // Until the kernel has built the URL, the name shows without a link.
  if (!url) return <span className="mk-certificates__pending">{text}</span>;
  return (
    <a className="mk-certificates__link" href={url} target="_blank" rel="noopener noreferrer">
      {text}
    </a>
  );
}
