import { csvExportPath } from '@leafbid/domain';
import { useMediaUrl } from '@leafbid/shared/ui';
import { OPERATOR_MESSAGES } from '../messages';

const M = OPERATOR_MESSAGES.exports;

/**
 * Issue 20: "Download CSV" of a console list, with the filters the screen shows (`path` is the
 * export's API path with its query string). A plain `<a download>`: the API streams the file and
 * reads the media cookie that `mediaUrl` makes sure of (no token in the URL), so the browser saves
 * it as the API names it. Until the link is built it reads as text, not a dead link. The file's
 * headers and words are in the language the console shows (issue 35: `lang`).
 */
export function CsvLink({ path }: { path: string }) {
  const url = useMediaUrl(csvExportPath(path));
  if (!url) {
    return (
      <span className="op-csv op-csv--pending" title={M.preparing}>
        {M.downloadCsv}
      </span>
    );
  }
  return (
    <a className="op-csv" href={url} download>
      {M.downloadCsv}
    </a>
  );
}
