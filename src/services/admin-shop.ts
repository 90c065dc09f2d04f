/**
 * The console's Shop screen endpoints (config/contract/admin-shop.ts). Catalogue changes
 * may be refused with ADMIN_REAUTH_NEEDED (call them through useGuarded) or, when the entry
 * changed since it was shown, with ADMIN_SHOP_CHANGED.
 */
import type * as C from '../../config/contract/admin-shop';
import { ErrorCode } from '../../config/codes';
import { api } from './client';

export type { AdminShopItemRow, AdminShopLibraryItem, AdminShopOrderRow, AdminShopPoster } from '../../config/contract/admin-shop';
export { ADMIN_POSTER_IMAGE_MAX_BYTES, ADMIN_POSTER_IMAGE_TYPES } from '../../config/contract/admin-shop';
export { SHOP_CATEGORIES, SHOP_CURRENCIES } from '../../config/contract/shop';

export const ADMIN_SHOP_CHANGED = ErrorCode.ADMIN_SHOP_CHANGED;

/** Leaves out empty filters, so the query string carries only what was asked. */
const query = <T extends object>(q: T) => Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== null && v !== ''));

export const fetchShopItems = (q: C.AdminShopItemsQuery) => api<C.AdminShopItemsPage>('/api/v1/admin/shop/items', { params: query(q) });
export const addShopItem = (body: C.AdminShopItemNew) => api<C.AdminShopItemChanged>('/api/v1/admin/shop/items', { method: 'POST', data: body });
export const updateShopItem = (id: number, body: C.AdminShopItemPatch) => api<C.AdminShopItemChanged>(`/api/v1/admin/shop/items/${id}`, { method: 'PATCH', data: body });
export const removeShopItem = (id: number) => api<C.AdminShopRemoved>(`/api/v1/admin/shop/items/${id}`, { method: 'DELETE' });
export const searchShopLibrary = (keyword: string) => api<C.AdminShopLibraryAnswer>('/api/v1/admin/shop/library', { params: { keyword } });

export const fetchPosters = () => api<C.AdminShopPoster[]>('/api/v1/admin/shop/posters');
export const addPoster = (body: C.AdminShopPosterBody) => api<C.AdminShopPosterChanged>('/api/v1/admin/shop/posters', { method: 'POST', data: body });
export const updatePoster = (id: number, body: C.AdminShopPosterPatch) => api<C.AdminShopPosterChanged>(`/api/v1/admin/shop/posters/${id}`, { method: 'PATCH', data: body });
export const removePoster = (id: number) => api<C.AdminShopRemoved>(`/api/v1/admin/shop/posters/${id}`, { method: 'DELETE' });
/** Sends an image file (base64); answers the address the site serves it at. */
export const uploadPosterImage = (type: string, data: string) =>
  api<C.AdminShopPosterImage>('/api/v1/admin/shop/poster-images', { method: 'POST', data: { type, data }, timeout: 30_000 });

export const fetchShopOrders = (q: C.AdminShopOrdersQuery) => api<C.AdminShopOrdersPage>('/api/v1/admin/shop/orders', { params: query(q) });
