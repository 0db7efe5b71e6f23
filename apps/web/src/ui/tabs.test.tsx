import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { TabPanel, Tabs } from './tabs.tsx';

afterEach(cleanup);

type Tab = 'all' | 'games' | 'tasks' | 'off';

function Harness() {
  const [value, setValue] = useState<Tab>('all');
  return (
    <>
      <Tabs<Tab>
        id="t"
        label="Sections"
        value={value}
        onChange={setValue}
        items={[
          { value: 'all', label: 'All' },
          { value: 'games', label: 'Games' },
          { value: 'off', label: 'Off', disabled: true },
          { value: 'tasks', label: 'Tasks' },
        ]}
      />
      <TabPanel tabsId="t" value={value}>
        Panel {value}
      </TabPanel>
    </>
  );
}

describe('Tabs', () => {
  it('has one tab stop on the selected tab, labelled panel', () => {
    render(<Harness />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.getAttribute('tabindex'))).toEqual(['0', '-1', '-1', '-1']);
    expect(tabs[0]?.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'All' }).textContent).toBe('Panel all');
  });

  it('arrows move and select, skipping disabled tabs and wrapping; Home and End jump', () => {
    render(<Harness />);
    const tablist = screen.getByRole('tablist');
    fireEvent.keyDown(tablist, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Games' }).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Games' }));
    fireEvent.keyDown(tablist, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Tasks' }));
    fireEvent.keyDown(tablist, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'All' }));
    fireEvent.keyDown(tablist, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Tasks' }));
    fireEvent.keyDown(tablist, { key: 'Home' });
    expect(screen.getByRole('tab', { name: 'All' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tablist, { key: 'End' });
    expect(screen.getByRole('tabpanel').textContent).toBe('Panel tasks');
  });

  it('a click selects', () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole('tab', { name: 'Games' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('Panel games');
  });
});

describe('Tabs aria-controls', () => {
  it('points at the panel only when one is rendered', () => {
    render(<Harness />);
    expect(screen.getByRole('tab', { name: 'All' }).getAttribute('aria-controls')).toBe('t-panel-all');
    fireEvent.click(screen.getByRole('tab', { name: 'Games' }));
    expect(screen.getByRole('tab', { name: 'All' }).hasAttribute('aria-controls')).toBe(false);
    expect(screen.getByRole('tab', { name: 'Games' }).getAttribute('aria-controls')).toBe('t-panel-games');
    cleanup();
    render(<Tabs id="p" label="Period" value="a" onChange={() => {}} items={[{ value: 'a', label: 'A' }]} />);
    expect(screen.getByRole('tab').hasAttribute('aria-controls')).toBe(false);
  });
});
