/**
 * GoTrue's redirect rule: `redirect_to` is honoured only when it points at the site URL's host or
 * matches an additional redirect URL (`*` and `**` globs as GoTrue allows); anything else falls
 * back to the site URL. One leniency: a listed URL without globs also allows the paths under it
 * (GoTrue would need `origin/**`), so `http://localhost:5173` covers the dev server's pages. The gateway's own loopback origins are allowed too, so a stack on other
 * ports (tests, scratch) can send links back to itself.
 */
function globToRegExp(pattern: string): RegExp {
  // `**` crosses separators, `*` stays within one path segment or host label
  const re = pattern.split("**").map((part) =>
    part.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, "[^/.]*")
  ).join(".*");
  return new RegExp(`^${re}$`);
}

function sameOrigin(a: URL, b: URL): boolean {
  return a.protocol === b.protocol && a.host === b.host;
}

export function allowedRedirect(
  redirectTo: string | null | undefined,
  rules: { siteUrl: string; additionalRedirectUrls: string[]; ownOrigins: string[] },
): string {
  if (!redirectTo) return rules.siteUrl;
  let target: URL;
  try {
    target = new URL(redirectTo);
  } catch {
    return rules.siteUrl;
  }
  if (target.protocol !== "http:" && target.protocol !== "https:") return rules.siteUrl;
  const site = new URL(rules.siteUrl);
  // GoTrue compares host names only: any port of the site's host is the site
  if (target.hostname === site.hostname) return redirectTo;
  for (const origin of rules.ownOrigins) if (sameOrigin(target, new URL(origin))) return redirectTo;
  for (const allowed of rules.additionalRedirectUrls) {
    if (/[*]/.test(allowed) ? globToRegExp(allowed).test(redirectTo) : redirectTo === allowed) return redirectTo;
    // a bare origin in the list allows every path under it, as GoTrue does for URLs without globs
    try {
      const a = new URL(allowed);
      if (sameOrigin(a, target) && (a.pathname === "/" || target.pathname.startsWith(a.pathname))) return redirectTo;
    } catch { /* a glob that is not a URL */ }
  }
  return rules.siteUrl;
}
