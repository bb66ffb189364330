import type { ReactNode } from 'react';

/**
 * A decorative outline icon (24×24 paths, stroked with the text colour): always aria-hidden, the
 * control or text next to it carries the name. Used by the site and by the overlay.
 */
export function Icon({
  children,
  className = 'size-6',
  size,
}: {
  children: ReactNode;
  className?: string;
  /** A pixel size instead of a class (the overlay has no utility classes). */
  size?: number;
}) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      {...(size === undefined ? { className } : { width: size, height: size })}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}
