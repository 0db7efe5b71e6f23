/**
 * Fortune's mark: a gold coin carrying a four-leaf clover (public/fortune/mark.svg; public/fortune/icon.svg is the
 * same drawing on the app icon's ground). A picture the browser caches, not code in every Fortune page's chunk.
 */
export function FortuneMark({ size = '0.36rem', title }: { size?: string; title?: string }) {
  return (
    <img
      src={`${import.meta.env.BASE_URL}fortune/mark.svg`}
      alt={title ?? ''}
      style={{ width: size, height: size }}
      decoding="async"
      draggable={false}
    />
  );
}
