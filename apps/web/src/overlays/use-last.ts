import { useRef } from 'react';

/** The latest defined value, so a closing dialog keeps its content while it animates out. */
export function useLast<T>(value: T | undefined): T | undefined {
  const last = useRef(value);
  if (value !== undefined) last.current = value;
  return last.current;
}
