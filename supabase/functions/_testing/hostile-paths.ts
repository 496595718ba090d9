/**
 * Paths that climb out of the route they name, in every spelling the tiers must refuse (issue 20,
 * point 6): `${base}/${from}` followed by a climb to `${to}`. Send them raw (rawRequest): fetch
 * and `new Request` parse the URL and fold the climb away before it leaves the client.
 */
export function climbingPaths(base: string, from: string, to: string): string[] {
  return [
    `${base}/${from}/%2e%2e/${to}`,
    `${base}/${from}/%2E%2E/${to}`,
    `${base}/${from}/../${to}`,
    `${base}/${from}/.%2e/${to}`,
    `${base}/${from}/%2e%2e%2f${to}`,
    `${base}/${from}/..%2f${to}`,
    `${base}/${from}/..%2F${to}`,
    `${base}/${from}/%252e%252e/${to}`,
    `${base}/${from}/%25252e%25252e/${to}`,
    `${base}/${from}\\..\\${to}`,
    `${base}/${from}/..%5c${to}`,
    `${base}/${from}/%2e%2e%5c${to}`,
    `${base}/./${to}`,
    `${base}/%2e/${to}`,
    `${base}//${to}`,
    `${base}/${from}//../${to}`,
  ];
}
