import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ScrollTable } from './scroll-table.tsx';

afterEach(cleanup);

describe('ScrollTable', () => {
  it('is a region named by its heading that the keyboard can reach, to scroll a wide table', () => {
    render(
      <section aria-labelledby="rank-title">
        <h2 id="rank-title">Недельный рейтинг</h2>
        <ScrollTable labelledBy="rank-title">
          <table>
            <tbody>
              <tr>
                <td>1</td>
              </tr>
            </tbody>
          </table>
        </ScrollTable>
      </section>,
    );
    const regions = screen.getAllByRole('region', { name: 'Недельный рейтинг' });
    const scroller = regions.find((r) => r.querySelector(':scope > table'));
    expect(scroller?.tabIndex).toBe(0);
    expect(screen.getByRole('table').closest('[tabindex="0"]')).toBe(scroller);
  });
});
