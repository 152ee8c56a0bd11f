import { Button, type ButtonProps } from 'antd';
import { useHref, useLinkClickHandler, type To } from 'react-router';

export type ButtonLinkProps = Omit<ButtonProps, 'href' | 'onClick'> & { to: To };

/**
 * A link that looks like a button: a real <a href> (so it can be opened in a new tab and reads as
 * a link to screen readers) that routes on the client like <Link> does.
 */
export function ButtonLink({ to, ...rest }: ButtonLinkProps) {
  const href = useHref(to);
  const handleClick = useLinkClickHandler<HTMLElement>(to);
  return <Button {...rest} href={href} onClick={handleClick} />;
}
