import type { AnchorHTMLAttributes, ReactNode } from 'react';

export const NEW_TAB_HINT_ID = 'bl-new-tab-hint';

/** Rendered once (App): the description every new-tab link points to. */
export function NewTabHint() {
  return (
    <span id={NEW_TAB_HINT_ID} hidden>
      Opens in a new tab
    </span>
  );
}

export interface ExternalLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target'> {
  /** From public-config. Until it is known the link renders inert (same size, no layout shift). */
  href: string | undefined;
  children: ReactNode;
}

/** A link to another site, opened in a new tab without giving it access to this window. */
export function ExternalLink({ href, children, ...props }: ExternalLinkProps) {
  if (!href) {
    return (
      <a role="link" aria-disabled="true" {...props}>
        {children}
      </a>
    );
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" aria-describedby={NEW_TAB_HINT_ID} {...props}>
      {children}
    </a>
  );
}
