/**
 * The game-data sample's cash-shop entries and item names, read from its files
 * (server/gamedata/sample) without a database: what the umi mocks build the demo shop
 * catalogue from (demoShopRows), the same entries the demo seed picks from after importing
 * the sample. Read once, on first use.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readCommodity } from '../gamedata/commodity';
import { readStringFile, type StringFileKind } from '../gamedata/strings';
import { categoryOfItemId } from '../gamedata/categories';
import type { DemoCommodity } from './demo-data';

export interface SampleShopData {
  commodities: DemoCommodity[];
  names: Map<number, { name_en: string; name_zh: string | null }>;
}

const ITEM_STRINGS: StringFileKind[] = ['Eqp', 'Consume', 'Etc', 'Ins', 'Cash', 'Pet'];
// The sample folder beside server/gamedata/sample.ts (not imported: umi's mock loader runs
// this file as CommonJS, where import.meta.url is empty and __dirname is set).
const here = import.meta.url ? path.dirname(fileURLToPath(import.meta.url)) : __dirname;
const SAMPLE = path.join(here, '..', 'gamedata', 'sample');
const SAMPLE_DIR = { wz: path.join(SAMPLE, 'wz'), stringsZh: path.join(SAMPLE, 'wz-zh', 'String.wz') };
let loaded: Promise<SampleShopData> | null = null;

async function load(): Promise<SampleShopData> {
  const names = new Map<number, { name_en: string; name_zh: string | null }>();
  for (const kind of ITEM_STRINGS) {
    for (const r of await readStringFile(path.join(SAMPLE_DIR.wz, 'String.wz', `${kind}.img.xml`), kind)) names.set(r.id, { name_en: r.name, name_zh: null });
    for (const r of await readStringFile(path.join(SAMPLE_DIR.stringsZh, `${kind}.img.xml`), kind)) {
      const known = names.get(r.id);
      if (known) known.name_zh = r.name;
    }
  }
  const rows = await readCommodity(path.join(SAMPLE_DIR.wz, 'Etc.wz', 'Commodity.img.xml'));
  const commodities = rows
    .filter((c) => names.has(c.item_id) && categoryOfItemId(c.item_id))
    .sort((a, b) => b.on_sale - a.on_sale || a.sn - b.sn)
    .map((c) => ({ sn: c.sn, item_id: c.item_id, count: c.count, price: c.price, period: c.period, gender: c.gender, category: categoryOfItemId(c.item_id)! }));
  return { commodities, names };
}

export function sampleShopData(): Promise<SampleShopData> {
  loaded ??= load();
  return loaded;
}
