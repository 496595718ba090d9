/**
 * A list's search box (spec 02 §2, Rosters and Top Players): the text, trimmed, appears in any of
 * the fields, ignoring case. An empty search matches everything.
 */
export function matchesText(fields: readonly (string | null | undefined)[], search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (needle === '') return true;
  return fields.some((field) => !!field && field.toLowerCase().includes(needle));
}
