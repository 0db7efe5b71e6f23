import { useSearch } from '../../app/router/route-context.ts';
import { useMyProfilesQuery } from './queries.ts';

/** The profile a setup or edit page works on: `?xid=` when it is one of the player's, else the shown one. */
export function useEditedProfile() {
  const mine = useMyProfilesQuery();
  const wanted = useSearch().get('xid') ?? '';
  const profiles = mine.data?.profiles ?? [];
  const profile = profiles.find((p) => p.xid === wanted) ?? profiles.find((p) => p.shown);
  return { mine, profile };
}
