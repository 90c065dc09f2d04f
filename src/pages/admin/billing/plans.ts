/** The days of each card plan (config/site.ts billing.planDays): a card of those days is that plan. */
import { site } from '../../../../config/site';

export const PLAN_DAYS = site.billing.planDays;
