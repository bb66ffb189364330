/**
 * The admin dashboard page (/admin, admin spec section 2). Lazy-loaded. The stored admin key is
 * verified first; without a verified key only the access form shows.
 */
import { useDocumentTitle } from '../../lib/use-document-title';
import { useProductName } from '../../lib/public-config';
import { AdminDashboard } from './AdminDashboard';
import { AdminLogin } from './AdminLogin';
import { useAdminAuth } from './use-admin-auth';
import { ReplayBanner } from '../../components/ReplayBanner';

export const CHECKING_TEXT = 'Checking admin authentication...';

/** Every admin view (checking, access form, dashboard) under the replay banner while the odds are a replay. */
export function AdminPage() {
  return (
    <>
      <ReplayBanner />
      <AdminView />
    </>
  );
}

function AdminView() {
  useDocumentTitle(`Admin | ${useProductName()}`);
  const auth = useAdminAuth();

  if (auth.state === 'checking') {
    return (
      <div
        role="status"
        aria-live="polite"
        className="flex min-h-dvh items-center justify-center text-slate-300"
      >
        <span className="inline-flex items-center gap-3">
          <span
            aria-hidden="true"
            className="size-5 animate-spin rounded-full border-2 border-slate-600 border-t-emerald-400 motion-reduce:animate-none"
          />
          {CHECKING_TEXT}
        </span>
      </div>
    );
  }
  if (auth.state === 'locked') {
    return (
      <AdminLogin error={auth.error} verifying={auth.verifying} onSubmit={(key) => void auth.submit(key)} />
    );
  }
  return <AdminDashboard onClearLicense={auth.clear} />;
}

export default AdminPage;
