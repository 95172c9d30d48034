import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useNavigate } from './NavigationProvider';

/** Without `href` it is a placeholder link (an entry whose address the site has not set). */
export type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement>;

/** A click the browser would turn into a same-tab navigation (no modifier keys, no download). */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  const { currentTarget: anchor } = event;
  return (
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey &&
    (!anchor.target || anchor.target === '_self') &&
    !anchor.hasAttribute('download') &&
    anchor.origin === window.location.origin
  );
}

/**
 * A plain `<a>` that hands same-site clicks to the NavigationProvider's router. Used instead of
 * react-aria's Link in the site's chrome, which must load before anything else.
 */
export function Link({ href, onClick, ...props }: LinkProps) {
  const navigate = useNavigate();
  return (
    <a
      {...props}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !navigate || href === undefined || !isPlainClick(event)) return;
        event.preventDefault();
        navigate(href);
      }}
    />
  );
}
