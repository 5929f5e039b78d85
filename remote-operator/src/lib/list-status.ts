import { messageOf } from '../components/format';

/**
 * What a tab's list shows for its query (ListState): the spinner while nothing of it is there yet
 * (the first load, or Retry after a failed one), and the failure's text — the API's, else the
 * tab's fallback. A failed refresh keeps the rows it had and shows the failure above them.
 */
export function listStatus(
  query: { data: unknown; isFetching: boolean; error: unknown },
  fallback: string,
): { loading: boolean; error: string | null } {
  return {
    loading: query.data === undefined && query.isFetching,
    error: query.error ? messageOf(query.error, fallback) : null,
  };
}
