/**
 * Map.wz/Map/Map<d>/<id>.img.xml: a map's `info` (town, returnMap, forcedReturn, mobRate) and
 * the monsters and NPCs placed in `life` (type m / n, id). Tiles, objects, footholds and the
 * rest are not kept; the file stops being parsed once both `info` and `life` have been read.
 */
import { readXml, toInt, toNum } from './xmlReader';

/** The game's "no map" id. */
export const NO_MAP = 999999999;

export interface MapInfo {
  town: boolean;
  /** null when the map has none (999999999). */
  returnMap: number | null;
  forcedReturn: number | null;
  mobRate: number | null;
  /** 'mob:100100' / 'npc:1012000' -> how many are placed. */
  life: Map<string, number>;
}

const mapRef = (v: string | undefined): number | null => {
  const n = toInt(v);
  return n === undefined || n === NO_MAP ? null : n;
};

export async function readMapFile(file: string): Promise<MapInfo> {
  const info: Record<string, string> = {};
  const life = new Map<string, number>();
  let doneInfo = false;
  let doneLife = false;
  let type = '';
  let id: number | undefined;
  await readXml(file, (ev) => {
    const p = ev.parents;
    if (ev.type === 'open') {
      if (p.length === 1 && p[0] === 'info' && ev.value !== undefined) info[ev.name] = ev.value;
      else if (p.length === 1 && p[0] === 'life' && ev.tag === 'imgdir') {
        type = '';
        id = undefined;
      } else if (p.length === 2 && p[0] === 'life' && ev.value !== undefined) {
        if (ev.name === 'type') type = ev.value;
        else if (ev.name === 'id') id = toInt(ev.value);
      }
      return;
    }
    if (p.length === 1 && p[0] === 'life' && ev.tag === 'imgdir') {
      const kind = type === 'm' ? 'mob' : type === 'n' ? 'npc' : null;
      if (kind && id !== undefined) {
        const key = `${kind}:${id}`;
        life.set(key, (life.get(key) ?? 0) + 1);
      }
      return;
    }
    if (p.length === 0) {
      if (ev.name === 'info') doneInfo = true;
      else if (ev.name === 'life') doneLife = true;
      if (doneInfo && doneLife) return 'stop';
    }
  });
  return {
    town: toInt(info.town) === 1,
    returnMap: mapRef(info.returnMap),
    forcedReturn: mapRef(info.forcedReturn),
    mobRate: info.mobRate === undefined ? null : Math.round((toNum(info.mobRate) ?? 0) * 100) / 100,
    life,
  };
}
