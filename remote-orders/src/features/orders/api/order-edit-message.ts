import { isApiError, isNetworkError } from '@leafbid/shared';
import { ORDER_EDIT_POPUP_MESSAGES } from '../../../messages';

/** Spec §8 Order edit: the automation service, a network failure, else the server's reason or the default. */
export function orderEditMessage(error: unknown): string {
  const text = error instanceof Error ? error.message : '';
  if (/automation/i.test(text)) return ORDER_EDIT_POPUP_MESSAGES.notificationFailed;
  if (isNetworkError(error) || (isApiError(error) && error.status === 0))
    return ORDER_EDIT_POPUP_MESSAGES.networkError;
  if (isApiError(error) && error.fromServer && error.status >= 400 && error.status < 500)
    return text;
  return ORDER_EDIT_POPUP_MESSAGES.updateFailed;
}

/** A refused change whose message is the §8 text to show; `reason` is what the API answered. */
export class OrderChangeError extends Error {
  constructor(
    message: string,
    readonly reason: unknown,
  ) {
    super(message);
    this.name = 'OrderChangeError';
  }
}

/** 409: the bid changed meanwhile (approved). */
export const isConflict = (error: unknown): boolean => isApiError(error) && error.status === 409;
/** 404: the server no longer has this bid for the user (deleted meanwhile, e.g. in another tab). */
export const isGone = (error: unknown): boolean => isApiError(error) && error.status === 404;
