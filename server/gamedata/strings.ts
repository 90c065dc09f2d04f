/**
 * String.wz: names and descriptions. One file per kind (Eqp, Consume, Etc, Ins, Cash, Pet,
 * Mob, Npc, Map). An entry is an `imgdir` named by its id holding `string` children:
 * name/desc (items, mobs), name/func (NPCs: what they do, e.g. "Weapon Seller", kept as the
 * description), mapName/streetName/mapDesc (maps). Eqp.img groups its
 * entries by category (Eqp/Cap/1002000), Etc.img nests them once (Etc/4000000) and
 * Map.img by region (victoria/104040000); the group is kept (Eqp's tells the category).
 * Names are trimmed; entries without a name (e.g. the Hall-of-Fame NPCs) are left out.
 */
import { isDigits, readXml } from './xmlReader';

export const STRING_FILES = ['Eqp', 'Consume', 'Etc', 'Ins', 'Cash', 'Pet', 'Mob', 'Npc', 'Map'] as const;
export type StringFileKind = (typeof STRING_FILES)[number];

export interface StringRecord {
  id: number;
  name: string;
  desc: string | null;
  /** Map street name. */
  street: string | null;
  /** The nearest non-numeric enclosing imgdir (Eqp category, Map region), '' when none. */
  group: string;
}

/** '\n' written as two characters in the game text becomes a line break; '\r' is dropped. */
export function cleanText(s: string | undefined): string | null {
  if (s === undefined) return null;
  const t = s
    .replace(/\\r/g, '')
    .replace(/\\n/g, '\n')
    .replace(/\r/g, '')
    .trim();
  return t === '' ? null : t;
}

export function cleanName(s: string | undefined): string | null {
  if (s === undefined) return null;
  const t = s.replace(/\s+/g, ' ').trim();
  return t === '' ? null : t;
}

/** Reads one String.wz file; entries without a name are left out. */
export async function readStringFile(file: string, kind: StringFileKind): Promise<StringRecord[]> {
  const out: StringRecord[] = [];
  let entryDepth = -1;
  let entryId = 0;
  let group = '';
  let fields: Record<string, string> = {};
  await readXml(file, (ev) => {
    const depth = ev.parents.length;
    if (ev.type === 'open') {
      if (entryDepth < 0) {
        if (ev.tag === 'imgdir' && isDigits(ev.name)) {
          entryDepth = depth;
          entryId = Number(ev.name);
          fields = {};
          group = '';
          for (let i = ev.parents.length - 1; i >= 0; i--) {
            if (!isDigits(ev.parents[i])) {
              group = ev.parents[i];
              break;
            }
          }
        }
      } else if (depth === entryDepth + 1 && ev.tag === 'string' && ev.value !== undefined) {
        fields[ev.name] = ev.value;
      }
      return;
    }
    if (entryDepth >= 0 && depth === entryDepth && ev.tag === 'imgdir') {
      entryDepth = -1;
      const name = cleanName(kind === 'Map' ? fields.mapName : fields.name);
      if (name === null) return;
      out.push({
        id: entryId,
        name,
        desc: cleanText(kind === 'Map' ? fields.mapDesc : kind === 'Npc' ? fields.func : fields.desc),
        street: kind === 'Map' ? cleanName(fields.streetName) : null,
        group,
      });
    }
  });
  return out;
}
