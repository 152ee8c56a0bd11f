import { lazy, Suspense } from 'react';
import { useAppSelector } from '@/lib/state/hooks';
import { selectIsAdmin, selectLoggedUser } from '@/lib/state';

// Loaded only for an admin or during an emulation: a visitor's first page does not carry the admin
// words and tools (issue 30: the home route's scripts, under 200 KB gzip).
const AdminShellExtrasContent = lazy(() => import('./admin-shell-extras-content'));

/** The red emulation banner and the floating 'Admin Tools' button (admin paths): one element for the shell. */
export function AdminShellExtras() {
  const isAdmin = useAppSelector(selectIsAdmin);
  const emulating = useAppSelector(selectLoggedUser)?.isEmulationSession === true;
  if (!isAdmin && !emulating) {
    return null;
  }
  return (
    <Suspense fallback={null}>
      <AdminShellExtrasContent />
    </Suspense>
  );
}
