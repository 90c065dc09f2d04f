/**
 * Web item shop endpoints the page itself calls (contract in config/contract/shop.ts); the
 * dialogs' and drawers' own are in shopOrders.ts, loaded with them:
 *   GET    /api/v1/shop/items?keyword&category&page&size       -> {items, total, page, size, categories}
 *   GET    /api/v1/shop/posters                                -> posters in their window, ordered
 *   GET    /api/v1/shop/dressing-room (login)                  -> {capacity, items}
 *   PUT    /api/v1/shop/dressing-room/items/{shopItemId}       -> add (409 when full)
 *   DELETE /api/v1/shop/dressing-room/items/{shopItemId}       -> remove
 *   DELETE /api/v1/shop/dressing-room                          -> clear
 * Types are `Static<>` of config/contract/shop.ts (type imports only: the page bundle does not load TypeBox).
 * Names come in the language of the request; failures are ApiErrors carrying the server's
 * translated reason, which the dialogs show as is.
 */
import { api } from './client';
import type { CharacterList, CharacterSummary } from '../../config/contract/game';

export type { CharacterList, CharacterSummary };

import type {
  ShopBalance,
  ShopCurrency,
  ShopDressingRoom as DressingRoom,
  ShopExpiration,
  ShopGiftRequest as GiftBody,
  ShopItem,
  ShopItemDetail,
  ShopItemsPage as ShopItemPage,
  ShopOrder,
  ShopOrdersPage as ShopOrderPage,
  ShopOrderType,
  ShopPoster,
  ShopPreview as DressingPreview,
  ShopPreviewAction as DressingAction,
  ShopPurchaseAnswer as ShopOrderResult,
  ShopPurchaseRequest as PurchaseBody,
  ShopUnavailableReason,
} from '../../config/contract/shop';

export type {
  DressingAction,
  DressingPreview,
  DressingRoom,
  GiftBody,
  PurchaseBody,
  ShopBalance,
  ShopCurrency,
  ShopExpiration,
  ShopItem,
  ShopItemDetail,
  ShopItemPage,
  ShopOrder,
  ShopOrderPage,
  ShopOrderResult,
  ShopOrderType,
  ShopPoster,
  ShopUnavailableReason,
};
export type ShopOrderFilter = 'all' | ShopOrderType;
export type ShopCategoryCount = ShopItemPage['categories'][number];

export function fetchShopItems(query: { keyword?: string; category?: ShopItem['category'] | ''; page?: number; size?: number }): Promise<ShopItemPage> {
  const params: Record<string, unknown> = { page: query.page ?? 1, size: query.size ?? 24 };
  if (query.keyword) params.keyword = query.keyword;
  if (query.category) params.category = query.category;
  return api<ShopItemPage>('/api/v1/shop/items', { method: 'GET', params });
}

export function fetchPosters(): Promise<ShopPoster[]> {
  return api<ShopPoster[]>('/api/v1/shop/posters', { method: 'GET' });
}

export function fetchDressingRoom(): Promise<DressingRoom> {
  return api<DressingRoom>('/api/v1/shop/dressing-room', { method: 'GET' });
}

export function addToDressingRoom(shopItemId: number): Promise<DressingRoom> {
  return api<DressingRoom>(`/api/v1/shop/dressing-room/items/${shopItemId}`, { method: 'PUT' });
}

export function removeFromDressingRoom(shopItemId: number): Promise<DressingRoom> {
  return api<DressingRoom>(`/api/v1/shop/dressing-room/items/${shopItemId}`, { method: 'DELETE' });
}

export function clearDressingRoom(): Promise<DressingRoom> {
  return api<DressingRoom>('/api/v1/shop/dressing-room', { method: 'DELETE' });
}
