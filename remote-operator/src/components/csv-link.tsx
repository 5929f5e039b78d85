import { csvExportPath } from '@leafbid/domain';
import { DownloadLink } from '@leafbid/shared/ui';
import { OPERATOR_MESSAGES } from '../messages';

const M = OPERATOR_MESSAGES.exports;

/**
 * Issue 20: "Download CSV" of a console list, with the filters the screen shows (`path` is the
 * export's API path with its query string). The kernel's DownloadLink fetches it with the bearer
 * token and saves it as the API names it (issue 35: with or without the media cookie, never a raw
 * JSON error). The file's headers and words are in the language the console shows (`lang`).
 */
export function CsvLink({ path }: { path: string }) {
  return (
    <DownloadLink className="op-csv" path={csvExportPath(path)}>
      {M.downloadCsv}
    </DownloadLink>
  );
}
