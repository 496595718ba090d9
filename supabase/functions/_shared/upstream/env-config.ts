/** What a provider's configuration reads from the environment, the same way for every provider. */

/** A base URL without its trailing slashes, so paths join with one. */
export function trimSlash(url: string): string {
  return url.replace(/\/+$/, "");
}

/** A positive number from an environment value, else null (unset, empty, zero, negative or not a number). */
export function positiveNumber(value: string | undefined): number | null {
  const n = value === undefined ? NaN : Number(value);
  return Number.isFinite(n) && n > 0 ? n : null;
}
