import { Fragment } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { AdminLayout } from '../admin/admin-layout';
import { adminHome, adminPages } from '../admin/admin-pages';

/**
 * /admin/*: a route module loaded on demand (the router's `lazy`), after RequireAdmin, so the admin
 * area's code reaches only admins' browsers. Its pages come from the admin table (admin-pages.tsx).
 */
export function AdminRoute() {
  return (
    <Routes>
      <Route index element={<AdminLayout current={null}>{adminHome.element}</AdminLayout>} />
      <Route path=":page" element={<AdminPageRoute />} />
      <Route path="*" element={<Navigate to={paths.admin} replace />} />
    </Routes>
  );
}

function AdminPageRoute() {
  const { page } = useParams();
  const entry = adminPages.find((p) => p.page === page);
  if (!entry) return <Navigate to={paths.admin} replace />;
  return (
    <AdminLayout current={entry}>
      {/* One page's state never leaks into the next. */}
      <Fragment key={entry.page}>{entry.element}</Fragment>
    </AdminLayout>
  );
}
