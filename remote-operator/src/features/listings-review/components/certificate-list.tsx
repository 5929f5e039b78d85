import { useState } from 'react';
import type { OperatorFile } from '@leafbid/domain';
import { ErrorMessage } from '@leafbid/shared/ui';
import { FileLink } from '../../../components/file-link';
import { useShareCertificate } from '../api/share-certificate';
import { OPERATOR_MESSAGES as M } from '../../../messages';

export interface CertificateListProps {
  productId: string;
  certificates: OperatorFile[];
}

/**
 * A listing's certificates, each opened in a new tab, with the operator's decision to share it
 * with buyers (issue 18: a certificate can name its producer, so none is shared until cleared).
 */
export function CertificateList({ productId, certificates }: CertificateListProps) {
  const sharing = useShareCertificate();
  const [errors, setErrors] = useState<Record<string, string | null>>({});
  const hintId = `op-cert-hint-${productId}`;

  const toggle = (file: OperatorFile, shared: boolean): void => {
    setErrors((all) => ({ ...all, [file.id]: null }));
    sharing.mutate(
      { productId, fileId: file.id, shared },
      {
        onError: (error) =>
          setErrors((all) => ({ ...all, [file.id]: error.message || M.shareFailed })),
      },
    );
  };

  return (
    <section className="op-files" aria-label={M.certificates}>
      <h4 className="op-subheading">{M.certificates}</h4>
      {certificates.length === 0 ? (
        <p className="op-muted">{M.noCertificates}</p>
      ) : (
        <>
          <p id={hintId} className="op-muted op-files__hint">
            {M.shareHint}
          </p>
          <ul className="op-files__list">
            {certificates.map((file) => {
              const busy = sharing.isPending && sharing.variables?.fileId === file.id;
              const checkboxId = `op-cert-share-${file.id}`;
              return (
                <li key={file.id} className="op-certificate">
                  <FileLink path={file.url}>{M.openFile(file.file_name)}</FileLink>
                  <span className="op-certificate__share">
                    <input
                      id={checkboxId}
                      type="checkbox"
                      checked={file.shared_with_buyers === true}
                      disabled={busy}
                      aria-describedby={hintId}
                      onChange={(event) => toggle(file, event.target.checked)}
                    />
                    <label htmlFor={checkboxId}>{M.shareWithBuyers(file.file_name)}</label>
                  </span>
                  <ErrorMessage message={errors[file.id] ?? null} />
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
