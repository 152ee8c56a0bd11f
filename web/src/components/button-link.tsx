import type { ReactNode } from 'react';
import { Link, type To } from 'react-router';
import { buttonClassName, type ButtonStyleOptions } from './button';

export type ButtonLinkProps = ButtonStyleOptions & {
  to: To;
  children: ReactNode;
  onClick?: () => void;
};

/**
 * A link that looks like a button: a real <a href> (it can be opened in a new tab and reads as a
 * link to screen readers) that routes on the client. No antd, so the shell can use it.
 */
export function ButtonLink({ to, children, onClick, ...style }: ButtonLinkProps) {
  return (
    <Link to={to} className={buttonClassName(style)} onClick={onClick}>
      {children}
    </Link>
  );
}
