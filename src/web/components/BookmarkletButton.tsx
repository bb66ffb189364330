/**
 * The draggable bookmarklet button. React refuses `javascript:` hrefs, so the link gets its href
 * through the DOM; clicking it on our own page does nothing useful (and our CSP blocks it), so a
 * click explains what to do instead.
 */
import { useCallback, type ReactNode } from 'react';
import { bookmarkletHref } from '../lib/bookmarklet-link';
import { usePublicConfig } from '../lib/public-config';
import { toast } from '../lib/use-toast';
import { buttonClasses } from './ui/button';

export function BookmarkletButton({ children, className }: { children: ReactNode; className?: string }) {
  const config = usePublicConfig().data;
  const href = config ? bookmarkletHref(config.publicOrigin, config.productName) : null;
  const setHref = useCallback(
    (element: HTMLAnchorElement | null) => {
      if (element && href) element.setAttribute('href', href);
    },
    [href],
  );
  return (
    <a
      ref={setHref}
      draggable={href !== null}
      aria-disabled={href === null ? 'true' : undefined}
      aria-describedby="bl-bookmarklet-hint"
      className={buttonClasses('primary', 'lg', className)}
      onClick={(event) => {
        event.preventDefault();
        toast({
          title: 'Drag it to your bookmarks bar',
          description: 'Drag this button onto your bookmarks bar, then click it on a sportsbook page.',
        });
      }}
    >
      {children}
      <span id="bl-bookmarklet-hint" className="sr-only">
        Drag this link to your bookmarks bar
      </span>
    </a>
  );
}
