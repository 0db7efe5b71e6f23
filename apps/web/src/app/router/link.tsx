import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { navigate } from './history.ts';
import { preloadPath } from './lazy-pages.ts';
import { localeHref } from './navigation.ts';
import { useLocale } from './route-context.ts';

interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path without the locale (`/wallet?tab=1`); the current locale is added. */
  to: string;
  replace?: boolean;
}

/** An ordinary anchor that navigates without a reload and preloads its page when a mouse hovers it. */
export function Link({ to, replace, onClick, onPointerEnter, ...rest }: LinkProps) {
  const locale = useLocale();
  const href = localeHref(to, locale);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    if (rest.target && rest.target !== '_self') return;
    if (!href.startsWith('/')) return;
    event.preventDefault();
    navigate(href, { replace });
  };
  return (
    <a
      href={href}
      onClick={handleClick}
      onPointerEnter={(event) => {
        onPointerEnter?.(event);
        // A mouse hovers before it clicks: time to fetch the page. A finger's tap follows at once, and the work
        // would only delay the tap's own response (INP), so touch loads the page when it navigates.
        if (event.pointerType === 'mouse') preloadPath(href);
      }}
      {...rest}
    />
  );
}
