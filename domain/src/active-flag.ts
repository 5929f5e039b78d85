// Spec §2 (product card): "The flag accepts true, 1, 'true', 'yes', 'active' and '1'."
const TRUTHY_STRINGS = new Set(['true', 'yes', 'active', '1']);

export function isActiveFlag(value: unknown): boolean {
  if (value === true || value === 1) return true;
  if (typeof value === 'string') return TRUTHY_STRINGS.has(value.trim().toLowerCase());
  return false;
}
