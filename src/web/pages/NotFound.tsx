import { Link } from 'wouter';
import { buttonClasses } from '../components/ui/button';
import { useDocumentTitle } from '../lib/use-document-title';

export function NotFound() {
  useDocumentTitle('404 Page Not Found');
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center px-4">
      <div className="grid max-w-md justify-items-center gap-4 text-center">
        <p aria-hidden="true" className="text-6xl font-black text-emerald-400">
          404
        </p>
        <h1 className="text-2xl font-bold text-white">404 Page Not Found</h1>
        <p className="text-slate-300">The page you are looking for does not exist or has moved.</p>
        <Link href="/" className={buttonClasses('primary', 'md')}>
          Go to Home
        </Link>
      </div>
    </main>
  );
}

export default NotFound;
