/**
 * antd Input's TextArea (rc-textarea and its resizing, about 5 KB gzip), OTP, Search and
 * Password, loaded when first drawn instead of with every page that has a text field:
 * `.umirc.ts` points the `./TextArea`, `./OTP`, `./Search` and `./Password` imports of
 * antd's `Input` (which attaches them as `Input.TextArea`, ...) here, one module per part
 * through `?part=`. The account screens import Password itself and the shop's gift message
 * TextArea, so they have them at once. Elsewhere (the profile's and the console's dialogs),
 * while Password loads a plain password input of the same size stands in, with the same
 * value and handlers: nothing moves, and what is typed meanwhile is kept.
 */
import { createElement, forwardRef, lazy, Suspense, type ComponentType, type ForwardedRef } from 'react';
import Input from 'antd/es/input/Input.js';
import { lazyComponent, type LazyLoader } from './lazyComponent';

declare const __resourceQuery: string;

const LOADERS = {
  TextArea: () => import('antd/es/input/TextArea.js'),
  OTP: () => import('antd/es/input/OTP/index.js'),
  Search: () => import('antd/es/input/Search.js'),
  Password: () => import('antd/es/input/Password.js'),
} as unknown as Record<'TextArea' | 'OTP' | 'Search' | 'Password', LazyLoader>;

export type InputPart = keyof typeof LOADERS;

/** Password's own props, which a plain input does not take. */
const PASSWORD_ONLY = ['visibilityToggle', 'iconRender', 'action'];

function lazyPassword() {
  const Real = lazy(LOADERS.Password);
  const Password = forwardRef(function LazyPassword(props: Record<string, unknown>, ref: ForwardedRef<unknown>) {
    const plain = Object.fromEntries(Object.entries(props).filter(([key]) => !PASSWORD_ONLY.includes(key)));
    const standIn = createElement(Input as unknown as ComponentType<Record<string, unknown>>, { ...plain, type: 'password' });
    return createElement(Suspense, { fallback: standIn }, createElement(Real, { ...props, ref }));
  });
  Password.displayName = 'Lazy(Input.Password)';
  return Password;
}

/** The part, loaded when first drawn. */
export function lazyInputPart(part: InputPart) {
  return part === 'Password' ? lazyPassword() : lazyComponent(`Input.${part}`, LOADERS[part]);
}

const query = typeof __resourceQuery === 'string' ? __resourceQuery : '';
const part = new URLSearchParams(query.slice(1)).get('part');

export default part && Object.hasOwn(LOADERS, part) ? lazyInputPart(part as InputPart) : null;
