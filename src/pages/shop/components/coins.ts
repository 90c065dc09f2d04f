/**
 * Each currency's look: its coin (fill, ring, letter) and its tag's colours. Read by
 * CurrencyTag and by the app shell, which draws the shop's balance chips before the app runs.
 */
import type { ShopCurrency } from '@/services/shop';

export interface CurrencyLook {
  fill: string;
  ring: string;
  mark: string;
  tagBackground: string;
  tagText: string;
}

export const CURRENCY_LOOK: Record<ShopCurrency, CurrencyLook> = {
  nx_credit: { fill: '#ffcf66', ring: '#c77700', mark: 'N', tagBackground: '#fff1d6', tagText: '#874d00' },
  maple_point: { fill: '#ff9b80', ring: '#b4401f', mark: 'M', tagBackground: '#fde8e0', tagText: '#9c3412' },
  vote_points: { fill: '#86b6ff', ring: '#2f5bb8', mark: 'V', tagBackground: '#e6efff', tagText: '#2b4fa3' },
  reward_points: { fill: '#c3a8ff', ring: '#6244c2', mark: 'R', tagBackground: '#efe8ff', tagText: '#5b3fb0' },
};

/** A currency's look; an unknown one looks like NX Credit. */
export const currencyLook = (currency: string): CurrencyLook => CURRENCY_LOOK[currency as ShopCurrency] ?? CURRENCY_LOOK.nx_credit;
