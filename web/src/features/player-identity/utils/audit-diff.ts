/** One changed field of an audit event: where, what it was, what it became (undefined: absent). */
export interface FieldChange {
  path: string;
  before: unknown;
  after: unknown;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * What an audit event changed, field by field: nested objects (a player's provider_ids, a
 * candidate's player) are walked, so 'provider_ids.tank01: — → 4040715' reads as one line;
 * arrays and values compare whole. Unchanged fields are left out.
 */
export function auditDiff(before: unknown, after: unknown, prefix = ''): FieldChange[] {
  if (!isObject(before) || !isObject(after)) {
    if (isObject(before) && after == null) return auditDiff(before, {}, prefix);
    if (isObject(after) && before == null) return auditDiff({}, after, prefix);
    return same(before, after) ? [] : [{ path: prefix || 'value', before, after }];
  }
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  return keys.flatMap((key) => {
    const path = prefix ? `${prefix}.${key}` : key;
    const [b, a] = [before[key], after[key]];
    if (isObject(b) || isObject(a)) return auditDiff(b ?? null, a ?? null, path);
    return same(b, a) ? [] : [{ path, before: b, after: a }];
  });
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/** A value as the diff shows it: '—' for nothing, lists joined, text as it is. */
export function formatAuditValue(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  if (Array.isArray(value)) return value.length ? value.map(formatAuditValue).join(', ') : '—';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
