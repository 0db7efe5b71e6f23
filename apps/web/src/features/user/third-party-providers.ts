import { user } from '@arcadia/contract';
import { useEffect, useState } from 'react';
import { api } from '../../api/client.ts';

let providers: Promise<string[]> | undefined;

function loadProviders(): Promise<string[]> {
  providers ??= api(user.appGlobalConfig, {}, { silent: true }).then(
    (config) => config.third_party_providers,
    () => {
      providers = undefined; // a failed answer is asked again on the next visit
      return [];
    },
  );
  return providers;
}

/**
 * The third-party login providers the app config offers (undefined until known), asked once per load. A plain hook,
 * not a query: the login-home page then needs no query layer, which keeps it within the first-load budget.
 */
export function useThirdPartyProviders(): string[] | undefined {
  const [list, setList] = useState<string[]>();
  useEffect(() => {
    let live = true;
    void loadProviders().then((found) => live && setList(found));
    return () => {
      live = false;
    };
  }, []);
  return list;
}
