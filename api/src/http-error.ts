/** An error whose message is safe to show: sent as {error: message} with its status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const NOT_AUTHENTICATED = 'User not authenticated';

export const unauthorized = () => new HttpError(401, NOT_AUTHENTICATED);
export const forbidden = (message = 'Forbidden') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const badRequest = (field: string, message: string) =>
  new HttpError(400, `${field}: ${message}`);
