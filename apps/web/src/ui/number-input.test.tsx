import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { compareDecimal, sanitizeDecimalInput } from './decimal.ts';
import { NumberInput } from './number-input.tsx';

afterEach(cleanup);

describe('decimal strings', () => {
  it('accepts numbers with at most the allowed decimals', () => {
    expect(sanitizeDecimalInput('12.34', 2)).toBe('12.34');
    expect(sanitizeDecimalInput('12,3', 2)).toBe('12.3');
    expect(sanitizeDecimalInput('.5', 2)).toBe('0.5');
    expect(sanitizeDecimalInput('007', 2)).toBe('7');
    expect(sanitizeDecimalInput('', 2)).toBe('');
  });

  it('rejects floats beyond the decimals, signs, exponents and letters', () => {
    expect(sanitizeDecimalInput('12.345', 2)).toBeNull();
    expect(sanitizeDecimalInput('1.5', 0)).toBeNull();
    expect(sanitizeDecimalInput('-1', 2)).toBeNull();
    expect(sanitizeDecimalInput('1e5', 2)).toBeNull();
    expect(sanitizeDecimalInput('abc', 2)).toBeNull();
    expect(sanitizeDecimalInput('1.2.3', 2)).toBeNull();
    expect(sanitizeDecimalInput('NaN', 2)).toBeNull();
  });

  it('compares without floats, beyond float precision', () => {
    expect(compareDecimal('10', '9.99')).toBe(1);
    expect(compareDecimal('0.1', '0.10')).toBe(0);
    expect(compareDecimal('123456789012345678.01', '123456789012345678.02')).toBe(-1);
  });
});

function Harness({ decimals = 2, min, max }: { decimals?: number; min?: string; max?: string }) {
  const [value, setValue] = useState('');
  return (
    <>
      <NumberInput label="Amount" value={value} onValueChange={setValue} decimals={decimals} min={min} max={max} />
      <output data-testid="value">{value}</output>
    </>
  );
}

describe('NumberInput', () => {
  const type = (text: string) => fireEvent.change(screen.getByLabelText('Amount'), { target: { value: text } });
  const value = () => screen.getByTestId('value').textContent;

  it('is a decimal text field', () => {
    render(<Harness />);
    const input = screen.getByLabelText('Amount');
    expect(input.getAttribute('inputmode')).toBe('decimal');
    expect(input.getAttribute('type')).toBe('text');
  });

  it('keeps the last valid value when the input is not a number or has too many decimals', () => {
    render(<Harness decimals={2} />);
    type('1.2');
    expect(value()).toBe('1.2');
    type('1.234');
    expect(value()).toBe('1.2');
    type('1.2x');
    expect(value()).toBe('1.2');
    type('1.23');
    expect(value()).toBe('1.23');
  });

  it('refuses more than max and raises to min on blur', () => {
    render(<Harness max="100" min="5" />);
    type('100');
    type('1000');
    expect(value()).toBe('100');
    type('2');
    fireEvent.blur(screen.getByLabelText('Amount'));
    expect(value()).toBe('5');
  });

  it('wires the error message to the field', () => {
    render(<NumberInput label="Amount" value="" onValueChange={() => {}} error="Too low" hint="Min 5" />);
    const input = screen.getByLabelText('Amount');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(ids.map((id) => document.getElementById(id)?.textContent)).toEqual(['Min 5', 'Too low']);
  });
});
