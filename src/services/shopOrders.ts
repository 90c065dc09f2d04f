/**
 * Web item shop endpoints of the dialogs and drawers (contract in config/contract/shop.ts),
 * apart from the page's own (shop.ts) so that the page's first load does not carry them:
 *   GET    /api/v1/shop/items/{id}                             -> one item (+ description)
 *   POST   /api/v1/shop/purchase   (login)                     -> {order, balance}
 *   POST   /api/v1/shop/gift       (login)                     -> {order, balance}
 *   GET    /api/v1/shop/orders?type&page&size (login)          -> {items, total, page, size}
 *   GET    /api/v1/shop/dressing-room/preview?characterId&action -> avatar renderer URL
 *   GET    /character/list (login)                             -> the account's characters
 * Failures are ApiErrors carrying the server's translated reason, which the dialogs show as is.
 */
import { api } from './client';
import type {
  CharacterList,
  DressingAction,
  DressingPreview,
  GiftBody,
  PurchaseBody,
  ShopItemDetail,
  ShopOrderFilter,
  ShopOrderPage,
  ShopOrderResult,
} from './shop';

export function fetchShopItem(id: number): Promise<ShopItemDetail> {
  return api<ShopItemDetail>(`/api/v1/shop/items/${encodeURIComponent(String(id))}`, { method: 'GET' });
}

export function purchase(body: PurchaseBody): Promise<ShopOrderResult> {
  return api<ShopOrderResult>('/api/v1/shop/purchase', { method: 'POST', data: body });
}

export function sendGift(body: GiftBody): Promise<ShopOrderResult> {
  return api<ShopOrderResult>('/api/v1/shop/gift', { method: 'POST', data: body });
}

export function fetchOrders(query: { type?: ShopOrderFilter; page?: number; size?: number }): Promise<ShopOrderPage> {
  return api<ShopOrderPage>('/api/v1/shop/orders', {
    method: 'GET',
    params: { type: query.type ?? 'all', page: query.page ?? 1, size: query.size ?? 10 },
  });
}

export function fetchDressingPreview(characterId: number, action: DressingAction): Promise<DressingPreview> {
  return api<DressingPreview>('/api/v1/shop/dressing-room/preview', { method: 'GET', params: { characterId, action } });
}

/** GET /character/list: the logged-in account's characters, best level first. */
export function fetchMyCharacters(): Promise<CharacterList> {
  return api<CharacterList>('/character/list', { method: 'GET' });
}
