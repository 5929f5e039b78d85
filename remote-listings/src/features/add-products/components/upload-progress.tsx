import { UploadProgressBar } from '../../../components/upload-progress-bar';
import { PRODUCT_FILES_MESSAGES } from '../../../messages';

/** Spec §5 "Show progress while files upload": the share of the request sent so far. */
export function UploadProgress({ sent }: { sent: number }) {
  const percent = Math.max(0, Math.min(100, Math.round(sent * 100)));
  return (
    <div className="ls-progress">
      <UploadProgressBar
        percent={percent}
        className="ls-progress__track"
        barClassName="ls-progress__bar"
      />
      <p className="ls-progress__text" aria-hidden="true">
        {PRODUCT_FILES_MESSAGES.uploading(percent)}
      </p>
    </div>
  );
}
