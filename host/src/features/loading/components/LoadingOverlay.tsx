// Spec §2 App shell: "A loading overlay shows at start (at least 2 seconds while authentication
// initialises) and during route changes."
export interface LoadingOverlayProps {
  /** Read out by screen readers and shown under the spinner. */
  label?: string;
}

export function LoadingOverlay({ label = 'Loading…' }: LoadingOverlayProps) {
  return (
    <div className="hs-loading-overlay" role="status" aria-live="polite">
      <div className="hs-loading-overlay__panel">
        <span className="hs-loading-overlay__brand" aria-hidden="true">
          Leafbid
        </span>
        <span className="hs-loading-overlay__mark" aria-hidden="true" />
        <p className="hs-loading-overlay__label">{label}</p>
      </div>
    </div>
  );
}
