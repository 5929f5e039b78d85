import type { MouseEvent } from 'react';
import { csvExportPath } from '@leafbid/domain';
import { apiUrl, mediaUrl } from '@leafbid/shared';
import { useMediaUrl } from '@leafbid/shared/ui';
import { LISTING_DEMAND_MESSAGES as M } from '../../../app/messages';

/** GET /exports/listings.csv: the seller's listings with their demand (issue 20). */
export const LISTINGS_CSV_PATH = '/exports/listings.csv';

/**
 * 'Download listings (CSV)': a plain download link. The API reads the media cookie (a link sends
 * no bearer header), so the URL is built with the kernel's `mediaUrl` before render, which sets
 * the cookie, and again on click, which renews it when the page has been open longer than it lasts.
 * The file is in the language the page shows (issue 35: `lang`).
 */
export function ListingsCsvLink() {
  const path = csvExportPath(LISTINGS_CSV_PATH);
  const href = useMediaUrl(path);

  const download = (event: MouseEvent<HTMLAnchorElement>): void => {
    // The second click is the one this handler makes once the cookie is fresh.
    if (event.currentTarget.dataset.fresh === 'true') {
      delete event.currentTarget.dataset.fresh;
      return;
    }
    event.preventDefault();
    const link = event.currentTarget;
    void mediaUrl(path).then(
      (url) => {
        link.href = url;
        link.dataset.fresh = 'true';
        link.click();
      },
      () => undefined,
    );
  };

  return (
    <a
      className="ls-csv-link lb-button lb-button--secondary lb-button--small"
      // Until the hook has built it, the same URL on the API (the click builds it anyway).
      href={href || apiUrl(path)}
      download
      onClick={download}
    >
      {M.downloadCsv}
    </a>
  );
}
