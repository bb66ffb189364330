/**
 * pick_viewed (spec section 7): recorded the first time a card's details are opened, once per
 * card on the page, with the league and the page it was opened on (the path goes with every
 * event).
 */
import { useCallback, useRef } from 'react';
import { trackEvent } from '../../client/analytics';

export function usePickViewed(league: string): () => void {
  const sent = useRef(false);
  return useCallback(() => {
    if (sent.current) return;
    sent.current = true;
    trackEvent('pick_viewed', { league });
  }, [league]);
}
