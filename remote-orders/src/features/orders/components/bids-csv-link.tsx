import { csvExportPath } from '@leafbid/domain';
import { useMediaUrl } from '@leafbid/shared/ui';
import { ORDERS_PAGE_MESSAGES as M } from '../../../messages';

/**
 * Issue 20: GET /exports/bids.csv — every one of the buyer's bids (the Orders screen has no status
 * filter of its own: its tabs only group the statuses).
 */
export const BIDS_CSV_PATH = '/exports/bids.csv';

/**
 * 'Download bids (CSV)': a plain link through the kernel's media URL, so the browser downloads it
 * with the media cookie (no token in the URL). Until the URL is built, the text shows without a link.
 * The file is in the language Orders shows (issue 35: `lang`).
 */
export function BidsCsvLink() {
  const url = useMediaUrl(csvExportPath(BIDS_CSV_PATH));
  if (!url) return <span className="or-csv or-csv--pending">{M.downloadCsv}</span>;
  return (
    <a className="or-csv" href={url} download>
      {M.downloadCsv}
    </a>
  );
}
