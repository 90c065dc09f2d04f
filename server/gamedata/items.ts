/**
 * Item.wz: Consume, Etc, Install and Cash keep many items per file (Consume/0200.img.xml holds
 * 02000000, 02000001, ...), each with `info` (price, slotMax, cash, scroll odds and bonuses, ...)
 * and, for what is used, `spec` (hp, mp, time, ...). Pets have one file each (Pet/5000000.img.xml)
 * whose `info` is read and the rest (commands, animations) skipped.
 * `summary` is a short "what it does": the plain numbers of `spec`, plus a scroll's
 * success/cursed odds and stat bonuses, a chair's recovery, a pet's life and hunger.
 */
import { isDigits, readXml, toNum } from './xmlReader';

export interface ItemStats {
  price: number;
  slotMax: number | null;
  cash: boolean;
  summary: Record<string, number | string>;
}

/** info keys that say what an item does. */
const INFO_SUMMARY = new Set(['success', 'cursed', 'recoveryHP', 'recoveryMP', 'life', 'hungry', 'reqLevel', 'incPAD', 'incMAD', 'incPDD', 'incMDD', 'incSTR', 'incDEX', 'incINT', 'incLUK', 'incACC', 'incEVA', 'incMHP', 'incMMP', 'incSpeed', 'incJump', 'tuc', 'time', 'rate']);
/** spec keys that are about how the effect is shown or chained, not what it does. */
const SPEC_SKIP = new Set(['effect', 'consumeOnPickup', 'party', 'otherParty', 'itemupbyitem', 'nuffSkill', 'notComboBoxEffect', 'inc']);

function toStats(info: Record<string, string>, spec: Record<string, string>): ItemStats {
  const summary: Record<string, number | string> = {};
  for (const [k, v] of Object.entries(info)) {
    if (!INFO_SUMMARY.has(k)) continue;
    const n = toNum(v);
    if (n !== undefined && n !== 0) summary[k] = n;
  }
  for (const [k, v] of Object.entries(spec)) {
    if (SPEC_SKIP.has(k)) continue;
    const n = toNum(v);
    if (n !== undefined) {
      if (n !== 0) summary[k] = n;
    } else if (v.length <= 40) summary[k] = v;
  }
  return {
    price: toNum(info.price) ?? 0,
    slotMax: toNum(info.slotMax) ?? null,
    cash: toNum(info.cash) === 1,
    summary,
  };
}

/** A Consume/Etc/Install/Cash file: every item it holds, by id. */
export async function readItemBundle(file: string): Promise<Map<number, ItemStats>> {
  const out = new Map<number, ItemStats>();
  let id = -1;
  let info: Record<string, string> = {};
  let spec: Record<string, string> = {};
  await readXml(file, (ev) => {
    const p = ev.parents;
    if (ev.type === 'open') {
      if (p.length === 0 && ev.tag === 'imgdir' && isDigits(ev.name)) {
        id = Number(ev.name);
        info = {};
        spec = {};
      } else if (id >= 0 && p.length === 2 && ev.value !== undefined) {
        if (p[1] === 'info') info[ev.name] = ev.value;
        else if (p[1] === 'spec') spec[ev.name] = ev.value;
      }
      return;
    }
    if (p.length === 0 && id >= 0 && ev.tag === 'imgdir') {
      out.set(id, toStats(info, spec));
      id = -1;
    }
  });
  return out;
}

/** A pet file (Item.wz/Pet/<id>.img.xml): its `info` only. */
export async function readPetFile(file: string): Promise<ItemStats | null> {
  const info: Record<string, string> = {};
  let sawInfo = false;
  await readXml(file, (ev) => {
    if (ev.type === 'open') {
      if (ev.parents.length === 1 && ev.parents[0] === 'info' && ev.value !== undefined) info[ev.name] = ev.value;
      return;
    }
    if (ev.parents.length === 0 && ev.name === 'info') {
      sawInfo = true;
      return 'stop';
    }
  });
  return sawInfo ? toStats(info, {}) : null;
}
