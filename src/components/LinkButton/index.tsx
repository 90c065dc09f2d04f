/**
 * An antd Button that is a real link (an <a href>, so it can be opened in a new tab
 * and crawled) but navigates inside the app with umi's history on a plain click.
 * Avoids nesting a <button> inside an <a>.
 */
import { history } from '@umijs/max';
import { Button, type ButtonProps } from 'antd';
import type { MouseEvent } from 'react';

export interface LinkButtonProps extends Omit<ButtonProps, 'href'> {
  to: string;
}

export default function LinkButton({ to, onClick, ...rest }: LinkButtonProps) {
  const handleClick = (e: MouseEvent<HTMLElement>) => {
    onClick?.(e as MouseEvent<HTMLButtonElement & HTMLAnchorElement>);
    if (e.defaultPrevented || rest.disabled) return;
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    history.push(to);
  };
  return <Button {...rest} href={to} onClick={handleClick} />;
}
