import { useState, type MouseEvent, type ReactNode } from 'react';
import { apiDownload, apiUrl } from '../api';
import { UI_MESSAGES as M } from './messages';

export interface DownloadLinkProps {
  /** The file's API path with its query string (`/exports/bids.csv?lang=fr-CA`). */
  path: string;
  /** The link's words ('Download bids (CSV)'). */
  children: ReactNode;
  className?: string;
}

/** Saves `blob` under `filename` the way a download link does (an object URL, clicked, revoked). */
function save(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click's task has run.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Kernel 2.5.0 (issue 35): a download link for an API file (a CSV export). The click fetches it
 * with the bearer token (apiDownload) and saves it under the name the API gives, so it works
 * whether or not the browser kept the media cookie a plain link needs (opened at 127.0.0.1, say),
 * and never lands on a raw JSON error: a failure is said in words beside the link, and the next
 * click tries again. The href is the file's API address, for the link's context menu.
 */
export function DownloadLink({ path, children, className }: DownloadLinkProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const fallbackName = path.split('?')[0]!.split('/').pop() || 'download';

  const download = (event: MouseEvent<HTMLAnchorElement>): void => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    apiDownload(path, { fallback: M.downloadFallback }).then(
      (file) => {
        save(file.blob, file.filename ?? fallbackName);
        setBusy(false);
      },
      (failure: unknown) => {
        setError(M.downloadFailed(failure instanceof Error ? failure.message : M.downloadFallback));
        setBusy(false);
      },
    );
  };

  return (
    <>
      <a
        className={className}
        href={apiUrl(path)}
        download={fallbackName}
        onClick={download}
        aria-busy={busy || undefined}
      >
        {children}
      </a>
      {busy ? (
        <span className="lb-download-status" role="status">
          {M.downloading}
        </span>
      ) : null}
      {error ? (
        <span className="lb-download-error" role="alert">
          {error}
        </span>
      ) : null}
    </>
  );
}
