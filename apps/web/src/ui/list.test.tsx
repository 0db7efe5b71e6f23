import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteContext } from '../app/router/route-context.ts';
import { CountBadge } from './badge.tsx';
import { Empty } from './empty.tsx';
import { List, ListItem } from './list.tsx';
import { Spinner } from './spinner.tsx';

afterEach(cleanup);

describe('List', () => {
  it('renders rows as buttons, in-app links with the locale, or plain rows', () => {
    const onClick = vi.fn();
    render(
      <RouteContext value={{ locale: 'th-TH', route: undefined, params: {}, path: '/' }}>
        <List aria-label="Menu">
          <ListItem title="Wallet" to="/wallet" />
          <ListItem title="Sound" onClick={onClick} trailing="On" />
          <ListItem title="Version" trailing="1.0" />
        </List>
      </RouteContext>,
    );
    expect(screen.getByRole('list', { name: 'Menu' }).children).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Wallet' }).getAttribute('href')).toBe('/th-TH/wallet');
    fireEvent.click(screen.getByRole('button', { name: 'Sound On' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: /Version/ })).toBeNull();
    expect(screen.getByText('Version').closest('li')).not.toBeNull();
  });
});

describe('small pieces', () => {
  it('CountBadge caps at 99+ and hides zero', () => {
    const { container, rerender } = render(<CountBadge count={120} label="120 unread" />);
    expect(container.textContent).toBe('99+120 unread');
    rerender(<CountBadge count={0} />);
    expect(container.textContent).toBe('');
  });

  it('Spinner and Empty are announced', () => {
    render(
      <>
        <Spinner label="Loading games" />
        <Empty title="No games" description="Try later" />
      </>,
    );
    expect(screen.getByRole('progressbar', { name: 'Loading games' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('No games');
  });
});
