import { Link } from 'wouter';
import { useProductName } from '../lib/public-config';

/** The logo: a lens over a rising line, plus the product name; links home. */
export function BrandMark() {
  const name = useProductName();
  return (
    <Link
      href="/"
      className="inline-flex items-center gap-2 rounded-md text-lg font-extrabold tracking-tight text-white focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-emerald-400"
    >
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8 shrink-0">
        <rect width="32" height="32" rx="8" className="fill-emerald-500" />
        <circle cx="14" cy="14" r="7" fill="none" stroke="#020617" strokeWidth="3" />
        <path d="M19 19l6 6" stroke="#020617" strokeWidth="3" strokeLinecap="round" />
        <path
          d="M10 16l3-3 2 2 3-4"
          fill="none"
          stroke="#020617"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span>{name}</span>
    </Link>
  );
}
