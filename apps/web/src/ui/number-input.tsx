import type { ChangeEvent, FocusEvent } from 'react';
import { compareDecimal, normalizeDecimal, sanitizeDecimalInput } from './decimal.ts';
import { Input, type InputProps } from './input.tsx';

export interface NumberInputProps
  extends Omit<InputProps, 'value' | 'defaultValue' | 'onChange' | 'type' | 'inputMode' | 'min' | 'max'> {
  /** The amount as a decimal string ("12.5"), never a float. */
  value: string;
  onValueChange: (value: string) => void;
  /** Most digits after the point; 0 allows whole numbers only. */
  decimals?: number;
  /** Inclusive bounds as decimal strings. Above max is refused while typing; below min is raised on blur. */
  min?: string;
  max?: string;
}

/** A decimal amount field: rejects anything that is not a non-negative number with at most `decimals` decimals. */
export function NumberInput({ value, onValueChange, decimals = 2, min, max, onBlur, ...rest }: NumberInputProps) {
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = sanitizeDecimalInput(event.target.value, decimals);
    if (next === null) return;
    if (max !== undefined && next !== '' && compareDecimal(next, max) > 0) return;
    if (next !== value) onValueChange(next);
  };
  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    let next = normalizeDecimal(value);
    if (next !== '' && min !== undefined && compareDecimal(next, min) < 0) next = min;
    if (next !== value) onValueChange(next);
    onBlur?.(event);
  };
  return (
    <Input
      {...rest}
      type="text"
      inputMode={decimals > 0 ? 'decimal' : 'numeric'}
      autoComplete="off"
      spellCheck={false}
      value={value}
      onChange={handleChange}
      onBlur={handleBlur}
    />
  );
}
