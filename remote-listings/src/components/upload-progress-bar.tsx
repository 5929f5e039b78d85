import { PRODUCT_FILES_MESSAGES } from '../messages';

/**
 * Spec §5 "Show progress while files upload": a bar named for the upload, saying the share sent
 * (`percent`, 0 to 100) to assistive technology. `className` and `barClassName` style the track
 * and its fill where it is shown.
 */
export function UploadProgressBar({
  percent,
  className,
  barClassName,
}: {
  percent: number;
  className: string;
  barClassName: string;
}) {
  return (
    <div
      className={className}
      role="progressbar"
      aria-label={PRODUCT_FILES_MESSAGES.uploadProgress}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={PRODUCT_FILES_MESSAGES.uploading(percent)}
    >
      <div className={barClassName} style={{ width: `${percent}%` }} />
    </div>
  );
}
