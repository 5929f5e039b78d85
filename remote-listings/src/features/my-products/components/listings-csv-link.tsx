import { csvExportPath } from '@leafbid/domain';
import { DownloadLink } from '@leafbid/shared/ui';
import { LISTING_DEMAND_MESSAGES as M } from '../../../messages';

/** GET /exports/listings.csv: the seller's listings with their demand (issue 20). */
export const LISTINGS_CSV_PATH = '/exports/listings.csv';

/**
 * 'Download listings (CSV)' through the kernel's DownloadLink: fetched with the bearer token, so
 * neither the media cookie nor its lifetime matters (issue 35). The file is in the page's language.
 */
export function ListingsCsvLink() {
  return (
    <DownloadLink
      className="ls-csv-link lb-button lb-button--secondary lb-button--small"
      path={csvExportPath(LISTINGS_CSV_PATH)}
    >
      {M.downloadCsv}
    </DownloadLink>
  );
}
