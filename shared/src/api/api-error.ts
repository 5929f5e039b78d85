/**
 * A failed Product API call. `message` is the spec's text (§8): the body's `error` field, the
 * per-call fallback, or one of the §5/§8 "Other" messages. `status` is the HTTP status, 0 when the
 * request never reached the server (network failure). `statusText` is the response's status text
 * ('' when there was no response or the server sent none, e.g. over HTTP/2). `fromServer` is true
 * only when `message` is the body's `error` field, so callers can tell the server's own text from a
 * fallback (spec §8 Settings: the server error text, else 'Server error: {status} {statusText}').
 */
export interface ApiErrorDetails {
  /** The response's status text; default ''. */
  statusText?: string;
  /** True when `message` came from the body's `error` field; default false. */
  fromServer?: boolean;
  /** The body's `field`: the one input the server blames (docs/api.md), when it names one. */
  field?: string;
}

export class ApiError extends Error {
  readonly status: number;
  readonly statusText: string;
  readonly fromServer: boolean;
  readonly field: string | undefined;
  /**
   * Issue 18: the message without the API's `<field>: ` prefix ('File must be a PDF…' for
   * 'cannabis_license: File must be a PDF…'), for a remote that names the field in its own words.
   */
  readonly reason: string;

  constructor(status: number, message: string, details: ApiErrorDetails = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.statusText = details.statusText ?? '';
    this.fromServer = details.fromServer ?? false;
    this.field = details.field;
    const prefix = details.field === undefined ? null : `${details.field}: `;
    this.reason = prefix && message.startsWith(prefix) ? message.slice(prefix.length) : message;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * True when the error is a network failure: the request core's (status 0, issue 18) or a raw
 * runtime one ("Failed to fetch"), so the UI can say "Network error…".
 */
export function isNetworkError(error: unknown): boolean {
  if (error instanceof ApiError) return error.status === 0;
  return error instanceof Error && /failed to fetch/i.test(error.message);
}
