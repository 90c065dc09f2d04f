/**
 * The web item shop, split by part:
 *   shop-catalogue.ts      entries, availability, list, detail, posters, library offers
 *   shop-purchase.ts       buy and gift (one transaction each, idempotent, in-game safe)
 *   shop-orders.ts         my orders, balances
 *   shop-dressing-room.ts  the per-account dressing room and the avatar preview
 */
export { listShopItems, shopItemDetail, listPosters, shopOffersOf, unavailableReason, slotOfItem, genderOfItem } from './shop-catalogue';
export { purchase, gift, type PurchaseInput, type GiftInput } from './shop-purchase';
export { listShopOrders, readBalance } from './shop-orders';
export { dressingRoom, addToDressingRoom, removeFromDressingRoom, clearDressingRoom, dressingRoomPreview } from './shop-dressing-room';
