/**
 * Quest.wz: QuestInfo.img (names), Check.img (what a quest requires: `item` lists under
 * stage 0 = to start, 1 = to complete) and Act.img (what it does: `item` lists where a
 * positive count is given to the player and a negative count is taken from them).
 * A quest "asks" for the items Check.img requires to complete it (stage 1) and the items
 * Act.img takes; it "rewards" the items Act.img gives. Items merely held to start a quest
 * (Check.img stage 0) are prerequisites, not asked for. Counts of the same item in one
 * role are the largest one listed.
 */
import { isDigits, readXml, toInt } from './xmlReader';
import { cleanName } from './strings';

export interface QuestItemRef {
  questId: number;
  itemId: number;
  role: 'asks' | 'rewards';
  count: number;
}

export async function readQuestInfo(file: string): Promise<Map<number, string>> {
  const out = new Map<number, string>();
  let id = -1;
  let name: string | null = null;
  await readXml(file, (ev) => {
    const p = ev.parents;
    if (ev.type === 'open') {
      if (p.length === 0 && ev.tag === 'imgdir' && isDigits(ev.name)) {
        id = Number(ev.name);
        name = null;
      } else if (id >= 0 && p.length === 1 && ev.name === 'name' && ev.tag === 'string') name = cleanName(ev.value);
      return;
    }
    if (p.length === 0 && id >= 0 && ev.tag === 'imgdir') {
      if (name !== null) out.set(id, name);
      id = -1;
    }
  });
  return out;
}

/** Item references of Check.img ('check') or Act.img ('act'). */
export async function readQuestItems(file: string, which: 'check' | 'act'): Promise<QuestItemRef[]> {
  const out: QuestItemRef[] = [];
  let itemId: number | undefined;
  let count: number | undefined;
  await readXml(file, (ev) => {
    const p = ev.parents;
    // <quest>/<stage>/item/<n>/{id,count}
    if (p.length === 3 && p[2] === 'item' && ev.tag === 'imgdir' && isDigits(p[0])) {
      if (ev.type === 'open') {
        itemId = undefined;
        count = undefined;
      } else if (itemId !== undefined && itemId > 0 && !(which === 'check' && p[1] !== '1')) {
        const n = count ?? 1;
        const role = which === 'check' || n < 0 ? 'asks' : 'rewards';
        if (n !== 0) out.push({ questId: Number(p[0]), itemId, role, count: Math.abs(n) });
      }
      return;
    }
    if (ev.type === 'open' && p.length === 4 && p[2] === 'item') {
      if (ev.name === 'id') itemId = toInt(ev.value);
      else if (ev.name === 'count') count = toInt(ev.value);
    }
  });
  return out;
}
