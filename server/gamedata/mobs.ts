/**
 * Mob.wz/<id>.img.xml: a monster's `info` (the rest, its animations, is skipped).
 * `link` names the monster whose pictures and attacks it reuses; its stats stay its own
 * (the game server reads them from the monster's own `info`).
 */
import { readXml, toInt } from './xmlReader';

export interface MobStats {
  level: number;
  hp: number;
  mp: number;
  /** PADamage */
  watk: number;
  /** PDDamage */
  wdef: number;
  /** MADamage */
  matk: number;
  /** MDDamage */
  mdef: number;
  exp: number;
  boss: boolean;
  undead?: boolean;
  link: number | null;
}

export async function readMobFile(file: string): Promise<MobStats | null> {
  const v: Record<string, string> = {};
  let sawInfo = false;
  await readXml(file, (ev) => {
    if (ev.type === 'open') {
      if (ev.parents.length === 1 && ev.parents[0] === 'info' && ev.value !== undefined) v[ev.name] = ev.value;
      return;
    }
    if (ev.parents.length === 0 && ev.name === 'info') {
      sawInfo = true;
      return 'stop';
    }
  });
  if (!sawInfo) return null;
  const int = (k: string) => toInt(v[k]) ?? 0;
  const stats: MobStats = {
    level: int('level'),
    hp: int('maxHP'),
    mp: int('maxMP'),
    watk: int('PADamage'),
    wdef: int('PDDamage'),
    matk: int('MADamage'),
    mdef: int('MDDamage'),
    exp: int('exp'),
    boss: int('boss') === 1,
    link: toInt(v.link) ?? null,
  };
  if (int('undead') === 1) stats.undead = true;
  return stats;
}
