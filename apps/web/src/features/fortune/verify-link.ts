/** A link to the public verifier, pre-filled with a revealed seed pair and its first draw's nonce (0). */
export function verifyHref(pair: {
  server_seed: string | null;
  server_seed_hash: string;
  client_seed: string;
}): string {
  const query = new URLSearchParams();
  if (pair.server_seed) query.set('server', pair.server_seed);
  query.set('hash', pair.server_seed_hash);
  query.set('client', pair.client_seed);
  query.set('nonce', '0');
  return `/fortune/test?${query}`;
}
