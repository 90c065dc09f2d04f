/**
 * An antd Button that is a real link (an <a href>, so it can be opened in a new tab
 * and crawled) but navigates inside the app with umi's history on a plain click.
 * Avoids nesting a <button> inside an <a>. The visitor's intent (pointer over, focus,
 * touch) starts loading the texts of the page it leads to.
 */
import { history } from '@umijs/max';
import { Button, type ButtonProps } from 'antd';
import type { FocusEvent, MouseEvent, TouchEvent } from 'react';
import { prefetchRouteCatalog } from '@/lib/routeCatalog';

export interface LinkButtonProps extends Omit<ButtonProps, 'href'> {
  to: string;
}

export default function LinkButton({ to, onClick, onMouseEnter, onFocus, onTouchStart, ...rest }: LinkButtonProps) {
  const intent = () => prefetchRouteCatalog(to);
  const handleClick = (e: MouseEvent<HTMLElement>) => {
    onClick?.(e as MouseEvent<HTMLButtonElement & HTMLAnchorElement>);
    if (e.defaultPrevented || rest.disabled) return;
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    history.push(to);
  };
  return (
    <Button
      {...rest}
      href={to}
      onClick={handleClick}
      onMouseEnter={(e: MouseEvent<HTMLButtonElement & HTMLAnchorElement>) => {
        onMouseEnter?.(e);
        intent();
      }}
      onFocus={(e: FocusEvent<HTMLButtonElement & HTMLAnchorElement>) => {
        onFocus?.(e);
        intent();
      }}
      onTouchStart={(e: TouchEvent<HTMLButtonElement & HTMLAnchorElement>) => {
        onTouchStart?.(e);
        intent();
      }}
    />
  );
}
