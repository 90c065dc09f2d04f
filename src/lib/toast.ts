/**
 * Toast messages: bottom-right, 5 s by default, 6 s for errors, at most 20 at
 * once, types blank / error / success / loading / custom. Pages use only this module:
 *
 *   toast('Saved draft');                 // blank
 *   toast.success(intl.formatMessage({ id: 'shop.buy.success' }));
 *   toast.error(error.message);           // 6 s
 *   const id = toast.loading('...');      // stays until updated or dismissed
 *   toast.success('Done', { id });        // replaces the loading toast
 *   toast.custom(<MyCard />);
 *   toast.dismiss(id); toast.dismiss();   // one / all
 *
 * Built on antd `notification` (which has placement and maxCount; `message` has not), loaded on
 * the first toast instead of with the entry (performance): calls made before it has loaded are
 * queued in order, so `toast.loading` then `toast.success(..., { id })` still update in place.
 */
import { createElement, type ReactNode } from 'react';
type NotificationInstance = (typeof import('antd'))['notification'];
import { LoadingOutlined } from '@ant-design/icons';
import { TOAST_DURATION_S, TOAST_ERROR_DURATION_S, TOAST_MAX } from '../../config/rules';

export type ToastType = 'blank' | 'error' | 'success' | 'loading' | 'custom';

export interface ToastOptions {
  /** Reuse an id to update a toast in place (e.g. loading -> success). */
  id?: string;
  /** Seconds; 0 keeps it until dismissed. */
  duration?: number;
  /** Optional second line. */
  description?: ReactNode;
}

export const TOAST_CONFIG = {
  placement: 'bottomRight' as const,
  duration: TOAST_DURATION_S,
  maxCount: TOAST_MAX,
};

let loading: Promise<NotificationInstance> | undefined;
let counter = 0;

/** Loads antd notification once and applies the global toast settings (safe to call again). */
export function configureToasts(): Promise<NotificationInstance> {
  loading ??= import(/* webpackExports: ["notification"] */ 'antd').then(({ notification }) => {
    notification.config({ ...TOAST_CONFIG, bottom: 24 });
    return notification;
  });
  return loading;
}

export function durationFor(type: ToastType, duration?: number): number {
  if (duration !== undefined) return duration;
  if (type === 'loading') return 0;
  if (type === 'error') return TOAST_ERROR_DURATION_S;
  return TOAST_DURATION_S;
}

function show(type: ToastType, content: ReactNode, options: ToastOptions = {}): string {
  const key = options.id ?? `toast-${++counter}`;
  const duration = durationFor(type, options.duration);
  const base = {
    key,
    duration,
    placement: TOAST_CONFIG.placement,
    className: `site-toast site-toast-${type}`,
  };
  void configureToasts().then((notification) => open(notification, type, base, content, options));
  return key;
}

function open(
  notification: NotificationInstance,
  type: ToastType,
  base: { key: string; duration: number; placement: 'bottomRight'; className: string },
  content: ReactNode,
  options: ToastOptions,
): void {
  if (type === 'custom') {
    notification.open({ ...base, message: content, description: options.description, icon: null, closeIcon: null });
  } else if (type === 'success' || type === 'error') {
    notification[type]({ ...base, message: content, description: options.description });
  } else if (type === 'loading') {
    notification.open({
      ...base,
      message: content,
      description: options.description,
      icon: createElement(LoadingOutlined, { spin: true, style: { color: 'var(--ant-color-primary, #f5a524)' } }),
    });
  } else {
    notification.open({ ...base, message: content, description: options.description });
  }
}

type ToastFn = ((content: ReactNode, options?: ToastOptions) => string) & {
  success: (content: ReactNode, options?: ToastOptions) => string;
  error: (content: ReactNode, options?: ToastOptions) => string;
  loading: (content: ReactNode, options?: ToastOptions) => string;
  custom: (content: ReactNode, options?: ToastOptions) => string;
  dismiss: (id?: string) => void;
};

export const toast: ToastFn = Object.assign((content: ReactNode, options?: ToastOptions) => show('blank', content, options), {
  success: (content: ReactNode, options?: ToastOptions) => show('success', content, options),
  error: (content: ReactNode, options?: ToastOptions) => show('error', content, options),
  loading: (content: ReactNode, options?: ToastOptions) => show('loading', content, options),
  custom: (content: ReactNode, options?: ToastOptions) => show('custom', content, options),
  dismiss: (id?: string) => {
    void configureToasts().then((notification) => {
      if (id) notification.destroy(id);
      else notification.destroy();
    });
  },
});

export default toast;
