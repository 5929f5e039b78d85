import { useId, useState } from 'react';
import {
  MAX_CERTIFICATES,
  MAX_PHOTOS,
  SUBMIT_PRODUCT_MESSAGES,
  type Product,
} from '@leafbid/domain';
import { ErrorMessage } from '@leafbid/shared/ui';
import { PRODUCT_FILES_MESSAGES as M, LISTINGS_API_FALLBACK } from '../../../messages';
import { UploadProgressBar } from '../../../components/upload-progress-bar';
import { useAddProductFiles } from '../api/add-product-files';
import {
  CERTIFICATE_ACCEPT,
  PHOTO_ACCEPT,
  checkProductFile,
  type ProductFileKind,
} from '../../../lib/check-product-files';

export interface ProductFilesEditorProps {
  product: Product;
}

/**
 * Issue 18, the edit popup's photos and certificates: a chosen file is checked (type, size, the
 * spec §5 counts) and then sent at once to POST /products/{id}/attachments, with the upload's
 * progress; the product is refetched after (spec §7). What the API refuses is shown as it says it.
 */
export function ProductFilesEditor({ product }: ProductFilesEditorProps) {
  const titleId = useId();
  const { mutateAsync: addFiles } = useAddProductFiles();
  const [sent, setSent] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const photoCount = product.photos?.length ?? 0;
  const uploading = sent !== null;

  const choose = async (kind: ProductFileKind, files: File[]): Promise<void> => {
    setError(null);
    setDone(null);
    const problem = files.map((file) => checkProductFile(file, kind)).find(Boolean);
    if (problem) return setError(problem);
    if (kind === 'photo' && photoCount + files.length > MAX_PHOTOS)
      return setError(SUBMIT_PRODUCT_MESSAGES.tooManyPhotos);
    if (kind === 'certificate' && files.length > MAX_CERTIFICATES)
      return setError(SUBMIT_PRODUCT_MESSAGES.tooManyCertificates);
    setSent(0);
    try {
      const added = await addFiles({
        id: product.id,
        files:
          kind === 'photo'
            ? { photos: files, certificates: [] }
            : { photos: [], certificates: files },
        onProgress: setSent,
      });
      setDone(M.uploaded(added.length));
    } catch (caught) {
      setError(
        caught instanceof Error && caught.message
          ? caught.message
          : LISTINGS_API_FALLBACK.uploadImage,
      );
    } finally {
      setSent(null);
    }
  };

  const percent = Math.round((sent ?? 0) * 100);
  return (
    <section className="ls-files-editor" aria-labelledby={titleId}>
      <h3 id={titleId} className="ls-files-editor__title">
        {M.title}
      </h3>
      <p className="ls-files-editor__count">{M.photoCount(photoCount, MAX_PHOTOS)}</p>
      <FileChooser
        label={M.addPhotos}
        hint={M.photoHint}
        accept={PHOTO_ACCEPT}
        disabled={uploading || photoCount >= MAX_PHOTOS}
        onChoose={(files) => void choose('photo', files)}
      />
      <FileChooser
        label={M.addCertificates}
        hint={M.certificateHint}
        accept={CERTIFICATE_ACCEPT}
        disabled={uploading}
        onChoose={(files) => void choose('certificate', files)}
      />
      {uploading ? (
        <UploadProgressBar
          percent={percent}
          className="ls-files-editor__progress"
          barClassName="ls-files-editor__bar"
        />
      ) : null}
      <ErrorMessage message={error} onDismiss={() => setError(null)} />
      {done ? (
        <p className="ls-files-editor__done" role="status">
          {done}
        </p>
      ) : null}
    </section>
  );
}

interface FileChooserProps {
  label: string;
  hint: string;
  accept: string;
  disabled: boolean;
  onChoose(files: File[]): void;
}

/** A native file input under its visible label (styled as a button), with its hint. */
function FileChooser({ label, hint, accept, disabled, onChoose }: FileChooserProps) {
  const id = useId();
  return (
    <div className="ls-files-editor__chooser">
      <input
        id={id}
        className="ls-files-editor__input"
        type="file"
        multiple
        accept={accept}
        disabled={disabled}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          const chosen = Array.from(event.target.files ?? []);
          event.target.value = '';
          if (chosen.length > 0) onChoose(chosen);
        }}
      />
      <label htmlFor={id} className="lb-button lb-button--secondary lb-button--small">
        {label}
      </label>
      <p id={`${id}-hint`} className="ls-files-editor__hint">
        {hint}
      </p>
    </div>
  );
}
