// Issue 20: an audit record's before and after, summarised for a person: one line per field that
// changed ('Status: Pending → Approved'), values in the console's words.
import { BID_STATUS_FLOW, type TaskStatus } from '@leafbid/domain';
import { bidStatusLabel, counterStatusLabel } from '../../../lib/labels';
import { OPERATOR_MESSAGES } from '../../../messages';

const A = OPERATOR_MESSAGES.audit;

/** The longest value a line shows (a long note is cut, the CSV export has it whole). */
const MAX_VALUE_LENGTH = 120;

function asFields(value: unknown): Record<string, unknown> {
  if (value === null || value === undefined) return {};
  if (typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  return { value };
}

/** 'licence_number' → 'licence number', 'Account_Verified' → 'Account Verified'. */
function fieldLabel(key: string): string {
  return key.replace(/_/g, ' ');
}

function cut(text: string): string {
  return text.length > MAX_VALUE_LENGTH ? `${text.slice(0, MAX_VALUE_LENGTH - 1)}…` : text;
}

function valueText(key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return A.none;
  if (typeof value === 'boolean') return value ? A.yes : A.no;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') {
    if (key === 'Status' && (BID_STATUS_FLOW as readonly string[]).includes(value)) {
      return bidStatusLabel(value as TaskStatus);
    }
    if (key === 'status') return counterStatusLabel(value);
    return cut(value);
  }
  if (Array.isArray(value)) return cut(value.map((item) => valueText('', item)).join(', '));
  return cut(JSON.stringify(value));
}

/** The lines of what changed: fields whose value differs, in the order the record gives them. */
export function changeLines(before: unknown, after: unknown): string[] {
  const was = asFields(before);
  const now = asFields(after);
  const keys = [...new Set([...Object.keys(was), ...Object.keys(now)])];
  const lines: string[] = [];
  for (const key of keys) {
    const old = was[key];
    const next = now[key];
    if (JSON.stringify(old) === JSON.stringify(next)) continue;
    const field = fieldLabel(key);
    lines.push(
      old === undefined || old === null
        ? A.set(field, valueText(key, next))
        : A.changed(field, valueText(key, old), valueText(key, next)),
    );
  }
  return lines;
}
