/** Query parameters that carry credentials (spec: the URL login passes the secret key in the URL). */
const SECRET_PARAMS = new Set([
  'secretkey',
  'usersecretkey',
  'user_secret_key',
  'secret_key',
  'token',
  'code',
  'password',
  'signature',
  'sig',
]);

/** The URL with the values of credential-carrying query parameters replaced by `[REDACTED]`; the path is kept. */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const parts = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const rawName = eq < 0 ? pair : pair.slice(0, eq);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replaceAll('+', ' '));
      } catch {
        // undecodable name: judged as written
      }
      return SECRET_PARAMS.has(name.trim().toLowerCase()) ? `${rawName}=[REDACTED]` : pair;
    });
  return `${url.slice(0, at)}?${parts.join('&')}`;
}
