/**
 * The odds screen's per-device preferences: the odds format and the "my books" filter, kept in
 * localStorage (through storage.ts) so a reload or a later visit on this device finds them again.
 */
import { useCallback, useState } from 'react';
import { isOddsFormat, type OddsFormat } from '@shared/odds/odds-format';
import {
  getMyBooks,
  getOddsFormat,
  setMyBooks,
  setOddsFormat,
  type MyBooksSetting,
} from '../../client/storage';

export function useOddsFormat(): [OddsFormat, (format: OddsFormat) => void] {
  const [format, setFormat] = useState<OddsFormat>(() => {
    const stored = getOddsFormat();
    return isOddsFormat(stored) ? stored : 'american';
  });
  const choose = useCallback((next: OddsFormat) => {
    setOddsFormat(next);
    setFormat(next);
  }, []);
  return [format, choose];
}

export interface MyBooks extends MyBooksSetting {
  toggleBook: (key: string) => void;
  setOnlyMine: (value: boolean) => void;
}

export function useMyBooks(): MyBooks {
  const [setting, setSetting] = useState<MyBooksSetting>(() => getMyBooks());
  const update = useCallback((next: MyBooksSetting) => {
    setMyBooks(next);
    setSetting(next);
  }, []);
  return {
    ...setting,
    toggleBook: (key) =>
      update({
        ...setting,
        books: setting.books.includes(key) ? setting.books.filter((k) => k !== key) : [...setting.books, key],
      }),
    setOnlyMine: (onlyMine) => update({ ...setting, onlyMine }),
  };
}
