import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button, buttonClassName } from './button.tsx';
import { IconButton } from './icon-button.tsx';
import { Switch } from './switch.tsx';

afterEach(cleanup);

describe('Button', () => {
  it('is a non-submitting button that calls onClick', () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Pay</Button>);
    const button = screen.getByRole('button', { name: 'Pay' });
    expect(button.getAttribute('type')).toBe('button');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('while loading: aria-busy, keeps its label in place and ignores clicks', () => {
    const onClick = vi.fn();
    const { rerender } = render(
      <Button loading onClick={onClick}>
        Pay
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Pay' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.textContent).toBe('Pay'); // the label stays (hidden by CSS) so the width does not jump
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    rerender(<Button onClick={onClick}>Pay</Button>);
    expect(button.hasAttribute('aria-busy')).toBe(false);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('disabled does not click', () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Pay
      </Button>,
    );
    fireEvent.click(screen.getByRole('button'));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('buttonClassName gives a link the same classes', () => {
    render(<Button variant="ghost">Go</Button>);
    expect(screen.getByRole('button').className).toBe(buttonClassName({ variant: 'ghost' }));
  });

  it('IconButton is named by its label', () => {
    render(
      <IconButton label="Close">
        <svg />
      </IconButton>,
    );
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
  });
});

describe('Switch', () => {
  it('toggles aria-checked through its owner', () => {
    const onChange = vi.fn();
    const { rerender } = render(<Switch label="Sound" checked={false} onChange={onChange} />);
    const toggle = screen.getByRole('switch', { name: 'Sound' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(toggle);
    expect(onChange).toHaveBeenCalledWith(true);
    rerender(<Switch label="Sound" checked onChange={onChange} />);
    expect(toggle.getAttribute('aria-checked')).toBe('true');
  });
});
