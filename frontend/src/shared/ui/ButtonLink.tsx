import { Button, type ButtonProps } from 'antd';
import { useHref, useLinkClickHandler, type To } from 'react-router';

type ButtonLinkProps = Omit<ButtonProps, 'href'> & { to: To };

/**
 * A link that looks like a button: a real <a href> (so "open in new tab" works) that navigates
 * inside the app on a plain click.
 */
export function ButtonLink({ to, onClick, ...props }: ButtonLinkProps) {
  const href = useHref(to);
  const navigateOnClick = useLinkClickHandler<HTMLElement>(to);
  return (
    <Button
      {...props}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        navigateOnClick(event);
      }}
    />
  );
}
