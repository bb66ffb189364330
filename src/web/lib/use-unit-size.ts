/**
 * This device's unit size (dollars per unit) and how stakes are typed here (units or dollars), kept
 * in localStorage like the odds screen's preferences. Stakes are recorded in units; the unit size
 * goes with each bet so its dollar amount stays what it was when recorded.
 */
import { useCallback, useState } from 'react';
import type { StakeMode } from '@shared/bets/bet-input';
import { getStakeMode, getUnitSize, setStakeMode, setUnitSize } from '../../client/storage';

export function useUnitSize(): [number | null, (dollars: number | null) => void] {
  const [value, setValue] = useState<number | null>(() => getUnitSize());
  const choose = useCallback((dollars: number | null) => {
    setUnitSize(dollars);
    setValue(dollars);
  }, []);
  return [value, choose];
}

export function useStakeMode(): [StakeMode, (mode: StakeMode) => void] {
  const [mode, setMode] = useState<StakeMode>(() => getStakeMode());
  const choose = useCallback((next: StakeMode) => {
    setStakeMode(next);
    setMode(next);
  }, []);
  return [mode, choose];
}
