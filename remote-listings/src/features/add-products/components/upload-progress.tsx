import { PRODUCT_FILES_MESSAGES } from '../../../messages';

/** Spec §5 "Show progress while files upload": the share of the request sent so far. */
export function UploadProgress({ sent }: { sent: number }) {
  const percent = Math.max(0, Math.min(100, Math.round(sent * 100)));
  return (
    <div className="ls-progress">
      <div
        className="ls-progress__track"
        role="progressbar"
        aria-label={PRODUCT_FILES_MESSAGES.uploadProgress}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={PRODUCT_FILES_MESSAGES.uploading(percent)}
      >
        <div className="ls-progress__bar" style={{ width: `${percent}%` }} />
      </div>
      <p className="ls-progress__text" aria-hidden="true">
        {PRODUCT_FILES_MESSAGES.uploading(percent)}
      </p>
    </div>
  );
}
