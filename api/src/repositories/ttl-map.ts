// A small in-memory map whose entries expire `ttlMs` after they were set and which keeps at most
// `maxKeys` (the oldest goes first): what the catalogue keeps of its views (catalogue-totals.ts,
// catalogue-answers.ts). A TTL of 0 or less keeps nothing.
export interface TtlMap<T> {
  get(key: string): T | undefined;
  set(key: string, value: T): void;
  clear(): void;
}

export function createTtlMap<T>(ttlMs: number, maxKeys: number, now = () => Date.now()): TtlMap<T> {
  const entries = new Map<string, { value: T; at: number }>();
  return {
    get(key) {
      const hit = entries.get(key);
      if (!hit) return undefined;
      if (now() - hit.at >= ttlMs) {
        entries.delete(key);
        return undefined;
      }
      return hit.value;
    },
    set(key, value) {
      if (ttlMs <= 0) return;
      if (entries.size >= maxKeys) entries.delete(entries.keys().next().value!);
      entries.set(key, { value, at: now() });
    },
    clear: () => entries.clear(),
  };
}
