/**
 * Etc.wz/Commodity.img: the cash shop's entries (SN, ItemId, Count, Price, Period in days
 * with 0 = permanent, Gender 0 male / 1 female / 2 both, OnSale, Priority).
 */
import { isDigits, readXml, toInt } from './xmlReader';

export interface CommodityRow {
  sn: number;
  item_id: number;
  count: number;
  price: number;
  period: number;
  gender: number;
  on_sale: number;
  priority: number;
}

export async function readCommodity(file: string): Promise<CommodityRow[]> {
  const out: CommodityRow[] = [];
  let inEntry = false;
  let v: Record<string, string> = {};
  await readXml(file, (ev) => {
    const p = ev.parents;
    if (ev.type === 'open') {
      if (p.length === 0 && ev.tag === 'imgdir' && isDigits(ev.name)) {
        inEntry = true;
        v = {};
      } else if (inEntry && p.length === 1 && ev.value !== undefined) v[ev.name] = ev.value;
      return;
    }
    if (p.length === 0 && inEntry && ev.tag === 'imgdir') {
      inEntry = false;
      const sn = toInt(v.SN);
      const itemId = toInt(v.ItemId);
      if (sn === undefined || itemId === undefined) return;
      out.push({
        sn,
        item_id: itemId,
        count: toInt(v.Count) ?? 1,
        price: toInt(v.Price) ?? 0,
        period: toInt(v.Period) ?? 0,
        gender: toInt(v.Gender) ?? 2,
        on_sale: toInt(v.OnSale) === 1 ? 1 : 0,
        priority: toInt(v.Priority) ?? 0,
      });
    }
  });
  return out;
}
