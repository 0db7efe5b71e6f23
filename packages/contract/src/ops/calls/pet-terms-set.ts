import * as z from 'zod/mini';
import { defineOpsCall } from '../define.ts';
import { petTermsSettingsView, petTermsValues } from './pet-terms.ts';

/**
 * Saves the pets' terms as a new version (docs/pets.md, "Configuration"). Checked field by field (games/pets.ts
 * petTermsFromWire): four positive odds weights adding up to 10000, fee 0-2000 bps, KC amounts up to 1000000 with at
 * most 2 decimals, whole numbers within their bounds; errors are field errors keyed by the field (`weights.2`). New
 * draws and listings use the new version, pets made from then on keep it; pets and listings made before keep theirs.
 * Not a money move, so no re-authentication. Audited as `pets.terms` with before and after; `changed` is false when
 * nothing differed.
 */
export const opsPetTermsSet = defineOpsCall({
  path: '/pets/terms/set',
  permission: 'games.pets',
  request: petTermsValues,
  response: z.object({ settings: petTermsSettingsView, changed: z.boolean() }),
});
