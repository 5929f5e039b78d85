import { csvExportPath } from '@leafbid/domain';
import { DownloadLink } from '@leafbid/shared/ui';
import { ORDERS_PAGE_MESSAGES as M } from '../../../messages';

/**
 * Issue 20: GET /exports/bids.csv — every one of the buyer's bids (the Orders screen has no status
 * filter of its own: its tabs only group the statuses).
 */
export const BIDS_CSV_PATH = '/exports/bids.csv';

/**
 * 'Download bids (CSV)' through the kernel's DownloadLink (the bearer token: it works whether or
 * not the browser kept the media cookie, issue 35). The file is in the language Orders shows.
 */
export function BidsCsvLink() {
  return (
    <DownloadLink className="or-csv" path={csvExportPath(BIDS_CSV_PATH)}>
      {M.downloadCsv}
    </DownloadLink>
  );
}
