/**
 * The service map (DESIGN.md section 4): every back-end service of spec section 7 has a base path.
 * Default: same origin, `/svc/<service>`. An operator overrides one service's base with the
 * environment variable `SVC_<SERVICE>_BASE` (server) or `VITE_SVC_<SERVICE>_BASE` (web build),
 * so the app can talk to an existing back end.
 */
export const SERVICES = [
  'activity',
  'aichat',
  'battle',
  'camp',
  'community',
  'task',
  'giftcode',
  'honor',
  'inbet',
  'invest',
  'market',
  'messages',
  'nft',
  'pet',
  'pool',
  'popups',
  'product',
  'profile',
  'pvp',
  'rollnft',
  'search',
  'share',
  'sprint',
  'sudoku',
  'tg',
  'user',
  'fortune',
  'stake',
  'wallet',
  'game',
  'payment',
  'stats',
  'feedback',
] as const;

export type ServiceName = (typeof SERVICES)[number];

/** Services whose calls also carry User-Login, D-Id, Ad-Id and Android-Id (spec section 7). */
export const DEVICE_HEADER_SERVICES: readonly ServiceName[] = ['task', 'user', 'tg', 'fortune', 'wallet'];

export function defaultServiceBase(service: ServiceName): string {
  return `/svc/${service}`;
}

export function serviceEnvKey(service: ServiceName): string {
  return `SVC_${service.toUpperCase()}_BASE`;
}

/** Builds the service map from an environment-like record (process.env or import.meta.env). */
export function resolveServiceMap(env: Record<string, string | undefined>, prefix = ''): Record<ServiceName, string> {
  const map = {} as Record<ServiceName, string>;
  for (const service of SERVICES) {
    const override = env[`${prefix}${serviceEnvKey(service)}`];
    map[service] = override && override.length > 0 ? override.replace(/\/+$/, '') : defaultServiceBase(service);
  }
  return map;
}
