// Values the API stores in en-CA (a bid's Status, an account's Contact_Type) as the console shows
// them in the active locale.
import type { TaskStatus } from '@leafbid/domain';
import { OPERATOR_BID_STATUS_MESSAGES, OPERATOR_CONTACT_TYPE_MESSAGES } from '../messages';

const BID_STATUS_KEYS = {
  'Not Started': 'notStarted',
  Pending: 'pending',
  Approved: 'approved',
  Completed: 'completed',
} as const satisfies Record<TaskStatus, keyof typeof OPERATOR_BID_STATUS_MESSAGES>;

/** 'Not Started' → 'Not Started' (en-CA), 'Non commencée' (fr-CA). */
export function bidStatusLabel(status: TaskStatus): string {
  return OPERATOR_BID_STATUS_MESSAGES[BID_STATUS_KEYS[status]];
}

/** 'Buyer' → 'Acheteur' (fr-CA); a type the catalogue does not know shows as stored. */
export function contactTypeLabel(type: string): string {
  return Object.hasOwn(OPERATOR_CONTACT_TYPE_MESSAGES, type)
    ? OPERATOR_CONTACT_TYPE_MESSAGES[type as keyof typeof OPERATOR_CONTACT_TYPE_MESSAGES]
    : type;
}
