import { useEffect, useRef, type RefObject } from 'react';

/**
 * True while the component is mounted. The overlay's async handlers (verify, subscribe, the
 * subscription check) can finish after the panel closed; they check this before setting state.
 */
export function useMountedRef(): RefObject<boolean> {
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return mounted;
}
