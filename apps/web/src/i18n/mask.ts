/**
 * The gift sender's nickname masked for titles and previews (spec section 2): the first 2 and last 2 characters.
 * Its own module so the document head can use it without loading every display format at startup.
 */
export function maskNickname(name: string | null | undefined): string {
  if (!name) return '-';
  const chars = Array.from(name);
  if (chars.length <= 4) return `${chars[0]}***`;
  return `${chars.slice(0, 2).join('')}***${chars.slice(-2).join('')}`;
}
