import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { liveAccrued, staminaPercent } from './parts.tsx';
import { PetArt } from './pet-art.tsx';
import type { PetView } from './queries.ts';

/** Pets' browser-side pieces: the picture drawn from genes, and output counted with the server's own math. */
const pet: PetView = {
  id: 1,
  token_id: 'PET-000001',
  owner_id: 1,
  genes: '1a2b3c4d',
  rarity: 'rare',
  level: 1,
  power: 30,
  rate_per_hour: '5',
  accrued: '0',
  last_collected_at: 1_000,
  stamina_until: 1_000 + 24 * 3600,
  buff_until: null,
  training_until: null,
  level_up_cost: '20',
  speed_up_cost: '0',
  renter_id: null,
  rent_until: null,
  listing: null,
  now: 1_000,
};

describe('pets', () => {
  afterEach(cleanup);

  it('draws a labelled picture whose layers follow the genes', () => {
    const { container, rerender } = render(<PetArt genes="1a2b3c4d" rarity="rare" label="Pet 1" />);
    expect(screen.getByRole('img', { name: 'Pet 1' })).toBeTruthy();
    const first = container.innerHTML;
    rerender(<PetArt genes="ffee0011" rarity="legendary" label="Pet 1" />);
    expect(container.innerHTML).not.toBe(first);
  });

  it('counts output per second and stops with stamina', () => {
    expect(liveAccrued(pet, 1_000_000)).toBe('0.00');
    expect(liveAccrued(pet, (1_000 + 3600) * 1000)).toBe('5.00');
    expect(liveAccrued(pet, (1_000 + 48 * 3600) * 1000)).toBe('120.00');
    expect(staminaPercent(pet, (1_000 + 12 * 3600) * 1000)).toBe(50);
  });
});
