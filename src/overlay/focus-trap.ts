/**
 * Keyboard focus containment for the panel and its inner dialogs. The overlay avoids Radix (whose
 * portals and focus scopes assume the page's document), so it keeps Tab inside the panel itself.
 * Inside a shadow root `document.activeElement` is the host, so the root node's activeElement is
 * read instead.
 */
const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** Focusable elements in `container`, skipping anything inside an inert or hidden subtree. */
export function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => element.closest('[inert], [hidden]') === null,
  );
}

/** The focused element as seen from `node`'s own root (document or shadow root). */
export function activeElementOf(node: Node): Element | null {
  const root = node.getRootNode() as Document | ShadowRoot;
  return root.activeElement ?? null;
}

/** The element that really has focus on the page, looking through open shadow roots. */
export function deepActiveElement(): HTMLElement | null {
  let element: Element | null = document.activeElement;
  while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement;
  return element instanceof HTMLElement ? element : null;
}

/** Wraps Tab / Shift+Tab around the focusable elements of `container`. */
export function trapTabKey(
  event: { key: string; shiftKey: boolean; preventDefault(): void },
  container: HTMLElement,
): void {
  if (event.key !== 'Tab') return;
  const items = focusableIn(container);
  const first = items[0];
  const last = items.at(-1);
  if (first === undefined || last === undefined) {
    event.preventDefault();
    container.focus();
    return;
  }
  const active = activeElementOf(container);
  const inside = active !== null && container.contains(active) && items.includes(active as HTMLElement);
  if (event.shiftKey && (!inside || active === first)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (!inside || active === last)) {
    event.preventDefault();
    first.focus();
  }
}

/** Focuses the first focusable element of `container` (or the container itself). */
export function focusFirst(container: HTMLElement | null): void {
  if (container === null) return;
  const first = focusableIn(container)[0];
  (first ?? container).focus();
}
