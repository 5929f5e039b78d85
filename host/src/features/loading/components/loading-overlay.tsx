// Spec §2 App shell: "A loading overlay shows at start (at least 2 seconds while authentication
// initialises) and during route changes."
import { BRAND_NAME } from '@leafbid/domain';
import { LOADING_MESSAGES } from '../../../messages';
import { useCoversPage } from '../../../lib/page-shown';
// Its styles here, not in the feature's index: with "sideEffects": ["*.css"] webpack skips a
// re-exporting index, and the styles it imported went with it (issue 12).
import '../loading.css';

export interface LoadingOverlayProps {
  /** Read out by screen readers and shown under the spinner (default 'Loading…'). */
  label?: string;
  /**
   * No fade-in: the start overlay replaces the identical one of index.html (start-screen.html),
   * which has been showing since the first paint.
   */
  steady?: boolean;
}

export function LoadingOverlay({
  label = LOADING_MESSAGES.loading,
  steady = false,
}: LoadingOverlayProps) {
  useCoversPage();
  return (
    <div
      className={steady ? 'hs-loading-overlay hs-loading-overlay--steady' : 'hs-loading-overlay'}
      role="status"
      aria-live="polite"
    >
      <div className="hs-loading-overlay__panel">
        <span className="hs-loading-overlay__brand" aria-hidden="true">
          {BRAND_NAME}
        </span>
        <span className="hs-loading-overlay__mark" aria-hidden="true" />
        <p className="hs-loading-overlay__label">{label}</p>
      </div>
    </div>
  );
}
