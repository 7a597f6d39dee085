/** The value once it stopped changing for `ms`: the exchange preview asks the server once per pause, not per key. */
import { useEffect, useState } from 'react';

export function useDebounced<T>(value: T, ms = 400): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
