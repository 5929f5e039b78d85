import { OPERATOR_MESSAGES } from '../messages';

/** Issue 35: on the item a notification opened — seen, and read with it (aria-describedby). */
export function TargetLabel({ id }: { id: string }) {
  return (
    <span id={id} className="op-target-label">
      {OPERATOR_MESSAGES.fromNotification}
    </span>
  );
}

/** Issue 35: the item a notification named is not in this list (any more). */
export function TargetMissing({ text }: { text: string }) {
  return (
    <p className="op-target-missing" role="status">
      {text}
    </p>
  );
}
