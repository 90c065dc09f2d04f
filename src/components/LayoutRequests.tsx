/**
 * ProLayout asks swr for its menu when it mounts (its `menu.request`), and around that call it
 * turns its menu's loading state on and off, even when there is no request. Each change renders
 * the whole layout again right after the first render, outside the first render's transition (in
 * one piece, not in slices). The site's and the console's menus come from `route`, so inside
 * `LayoutWithoutMenuRequest` swr calls nothing on mount, which spares one of those renders
 * (ProLayout's own effect still sets the state once). `RequestsOnMount` turns the calls back on
 * for the page, where ProTable's option requests must still load. swr is src/lib/swrLite.tsx in
 * the build (`.umirc.ts`), where `revalidateOnMount` works as in swr.
 */
import type { ReactNode } from 'react';
import { SWRConfig } from '@/lib/swrLite';

const WITHOUT = { revalidateOnMount: false };
const WITH = { revalidateOnMount: true };

export function LayoutWithoutMenuRequest({ children }: { children: ReactNode }) {
  return <SWRConfig value={WITHOUT}>{children}</SWRConfig>;
}

export function RequestsOnMount({ children }: { children: ReactNode }) {
  return <SWRConfig value={WITH}>{children}</SWRConfig>;
}
