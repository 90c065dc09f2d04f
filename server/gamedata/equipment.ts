/**
 * Character.wz/<Folder>/<id>.img.xml: an equipment's (or hair's, face's, mount's) `info`.
 * Only `info` is read: the file stops being parsed once `info` closes, so the animation
 * frames that make up most of a full equipment file are never parsed.
 */
import path from 'node:path';
import { isDigits, readXml, toInt } from './xmlReader';

export interface EquipStats {
  req: { level: number; str: number; dex: number; int: number; luk: number; pop: number; job: number };
  /** Non-zero bonuses only: STR, DEX, INT, LUK, MHP, MMP, PAD, MAD, PDD, MDD, ACC, EVA, Speed, Jump. */
  inc: Record<string, number>;
  /** Upgrade slots. */
  tuc: number;
  /** 2 (fastest) .. 9 (slowest); null when the item has none (non-weapons). */
  attackSpeed: number | null;
  cash: boolean;
  price: number;
  /** Highest level of the item's `level` table (item levels); null when it has none. */
  maxLevel: number | null;
  slot: string | null;
  vslot: string | null;
  onlyOne?: boolean;
  tradeBlock?: boolean;
}

const INC = ['STR', 'DEX', 'INT', 'LUK', 'MHP', 'MMP', 'PAD', 'MAD', 'PDD', 'MDD', 'ACC', 'EVA', 'Speed', 'Jump'] as const;

/** Id from a data file name: '01302000.img.xml' -> 1302000. */
export function idFromFile(file: string): number | undefined {
  const base = path.basename(file).replace(/\.img(\.xml)?$/i, '');
  return isDigits(base) ? Number(base) : undefined;
}

export async function readEquipFile(file: string): Promise<EquipStats | null> {
  const v: Record<string, string> = {};
  let maxLevel: number | null = null;
  let sawInfo = false;
  await readXml(file, (ev) => {
    const p = ev.parents;
    if (ev.type === 'open') {
      if (p.length === 1 && p[0] === 'info' && ev.value !== undefined) v[ev.name] = ev.value;
      else if (p.length === 3 && p[0] === 'info' && p[1] === 'level' && p[2] === 'info' && ev.tag === 'imgdir' && isDigits(ev.name)) {
        const n = Number(ev.name);
        if (maxLevel === null || n > maxLevel) maxLevel = n;
      }
      return;
    }
    if (p.length === 0 && ev.name === 'info') {
      sawInfo = true;
      return 'stop';
    }
  });
  if (!sawInfo) return null;
  const int = (k: string) => toInt(v[k]) ?? 0;
  const inc: Record<string, number> = {};
  for (const k of INC) {
    const n = int(`inc${k}`);
    if (n !== 0) inc[k] = n;
  }
  const stats: EquipStats = {
    req: { level: int('reqLevel'), str: int('reqSTR'), dex: int('reqDEX'), int: int('reqINT'), luk: int('reqLUK'), pop: int('reqPOP'), job: int('reqJob') },
    inc,
    tuc: int('tuc'),
    attackSpeed: toInt(v.attackSpeed) ?? null,
    cash: int('cash') === 1,
    price: int('price'),
    maxLevel,
    slot: v.islot ?? null,
    vslot: v.vslot ?? null,
  };
  if (int('only') === 1) stats.onlyOne = true;
  if (int('tradeBlock') === 1) stats.tradeBlock = true;
  return stats;
}
