/**
 * A failed Product API call. `message` is the spec's text (§8): the body's `error` field, the
 * per-call fallback, or one of the §5/§8 "Other" messages. `status` is the HTTP status, 0 when the
 * request never reached the server (network failure).
 */
export class ApiError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** True when the error is a network failure ("Failed to fetch"), so the UI can say "Network error…". */
export function isNetworkError(error: unknown): boolean {
  return error instanceof Error && /failed to fetch/i.test(error.message);
}
