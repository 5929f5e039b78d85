import { useCallback, useId } from 'react';
import { MEDIA_MESSAGES, numberFormat } from '@leafbid/domain';
import { FieldMessage } from '@leafbid/shared/ui';
import { LabelText } from './field';
import { PRODUCT_FILES_MESSAGES, SUBMISSION_FORM_MESSAGES } from '../../../messages';

export interface FilePickerProps {
  label: string;
  /** The visible button that opens the browser's file chooser. */
  chooseLabel: string;
  hint: string;
  accept: string;
  multiple?: boolean;
  required?: boolean;
  files: readonly File[];
  /** Files just chosen (the input is cleared after, so the same file can be chosen again). */
  onChoose(files: File[]): void;
  onRemove(index: number): void;
  error?: string | undefined;
  /** Disabled while files are being prepared or sent. */
  disabled?: boolean;
}

/** A thumbnail of an image (an object URL, released with the element), or a mark for a video or a document. */
function Preview({ file }: { file: File }) {
  const showImage = file.type.startsWith('image/') && typeof URL.createObjectURL === 'function';
  const attach = useCallback(
    (img: HTMLImageElement | null) => {
      if (!img) return undefined;
      const url = URL.createObjectURL(file);
      img.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [file],
  );
  if (showImage) return <img ref={attach} className="ls-file__thumb" alt="" />;
  const mark = file.type.startsWith('video/')
    ? MEDIA_MESSAGES.videoMark
    : PRODUCT_FILES_MESSAGES.documentMark;
  return (
    <span className="ls-file__thumb ls-file__thumb--mark" aria-hidden="true">
      {mark}
    </span>
  );
}

/** '2.5 MB' or '12 KB' (fr-CA '2,5 Mo', '12 Ko'), read at render in the active locale. */
const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024
    ? PRODUCT_FILES_MESSAGES.megabytes(
        numberFormat({
          minimumFractionDigits: 1,
          maximumFractionDigits: 1,
          useGrouping: false,
        }).format(bytes / 1024 / 1024),
      )
    : PRODUCT_FILES_MESSAGES.kilobytes(
        numberFormat({ maximumFractionDigits: 0, useGrouping: false }).format(
          Math.ceil(bytes / 1024),
        ),
      );

/**
 * A file input (spec §5 photo, certificate and cover pickers) with the chosen files listed, each
 * removable. The native input keeps its label and stays reachable by keyboard; the visible button
 * is its second label.
 */
export function FilePicker({
  label,
  chooseLabel,
  hint,
  accept,
  multiple = false,
  required,
  files,
  onChoose,
  onRemove,
  error,
  disabled,
}: FilePickerProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const messageId = `${id}-message`;
  return (
    <div className="ls-field ls-file-picker">
      <span id={labelId} className="ls-field__label">
        <LabelText text={label} required={required} />
      </span>
      <p id={hintId} className="ls-hint">
        {hint}
      </p>
      <div className="ls-file-picker__choose">
        <input
          id={id}
          className="ls-visually-hidden"
          type="file"
          accept={accept}
          multiple={multiple}
          disabled={disabled}
          aria-labelledby={labelId}
          aria-describedby={`${hintId} ${messageId}`}
          aria-invalid={Boolean(error) || undefined}
          aria-required={required || undefined}
          onChange={(event) => {
            const chosen = Array.from(event.target.files ?? []);
            event.target.value = '';
            if (chosen.length > 0) onChoose(chosen);
          }}
        />
        <label
          htmlFor={id}
          className="lb-button lb-button--secondary lb-button--small"
          aria-hidden="true"
        >
          {chooseLabel}
        </label>
      </div>
      {files.length > 0 ? (
        <ul className="ls-files" aria-label={label}>
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`} className="ls-file">
              <Preview file={file} />
              <span className="ls-file__name">{file.name}</span>
              <span className="ls-file__size">{sizeText(file.size)}</span>
              <button
                type="button"
                className="ls-file__remove"
                aria-label={SUBMISSION_FORM_MESSAGES.removeFile(file.name)}
                disabled={disabled}
                onClick={() => onRemove(index)}
              >
                {/* A symbol, not a text (the lint's letter range À-ÿ takes in ×). */}
                <span aria-hidden="true">{'×'}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <FieldMessage id={messageId} tone="error" text={error} />
    </div>
  );
}
