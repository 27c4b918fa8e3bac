import { useEffect, useState } from 'react';
import { uiDefaults } from '@packlens/contracts';

/** The value once it has stopped changing for `delayMs` (section 9: 1000 ms), e.g. a search box. */
export function useDebounced<T>(value: T, delayMs: number = uiDefaults.debounceMs): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
