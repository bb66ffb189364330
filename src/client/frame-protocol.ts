/**
 * The messages between a sportsbook page and the overlay's frame, and the origin check both ends
 * use. The page's side is the bookmarklet the site hands out (src/web/lib/bookmarklet-link.ts);
 * the frame's side is src/overlay/frame-main.ts; the extension checks its configured origin the
 * same way. The page and the frame exchange three messages, each checked on arrival: 'ready',
 * 'opened' and 'close' from the frame, 'open' from the page. None carries any data.
 */

/** `source` of every message between the page and the frame. */
export const FRAME_MESSAGE_SOURCE = 'betlens-overlay';

export type FrameMessageType = 'ready' | 'open' | 'opened' | 'close';

/** True for a well-formed message of the given type (and nothing else). */
export function isFrameMessage(data: unknown, type: FrameMessageType): boolean {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { source?: unknown }).source === FRAME_MESSAGE_SOURCE &&
    (data as { type?: unknown }).type === type
  );
}

export function frameMessage(type: FrameMessageType): { source: string; type: FrameMessageType } {
  return { source: FRAME_MESSAGE_SOURCE, type };
}

/** The origin as an http(s) origin, or null if the configured value is not one. */
export function safeOrigin(publicOrigin: string): string | null {
  try {
    const url = new URL(publicOrigin);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    // Host names only: nothing that could end the string the bookmarklet embeds it in.
    return /^https?:\/\/(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d+)?$/i.test(url.origin) ? url.origin : null;
  } catch {
    return null;
  }
}
