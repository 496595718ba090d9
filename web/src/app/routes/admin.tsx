import { NotYetAvailable } from './not-yet-available';

/**
 * /admin/*: a route module loaded on demand (the router's `lazy`), after RequireAdmin, so the admin
 * area's code reaches only admins' browsers. The admin issues fill it.
 */
export function AdminRoute() {
  return <NotYetAvailable title="Admin Panel">Coming soon</NotYetAvailable>;
}
