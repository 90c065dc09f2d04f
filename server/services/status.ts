/**
 * Game server status: a real TCP probe of the game's login
 * server (GAME_HOST:GAME_PORT, GAME_PROBE_TIMEOUT_MS) plus the number of players in
 * game from the database (accounts.loggedin = 2), measured at most once per 60 s
 * (STATUS_CACHE_MS) per process; concurrent callers share one measurement.
 *
 * Uptime: the Cosmic login protocol has no uptime query, so uptime is how long the
 * server has answered this site's probes without a failed probe in between (it
 * starts at the first successful probe after the site started or after an outage).
 * Server time is the current time in GAME_TIMEZONE.
 */
import net from 'node:net';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';
import type { Db } from '../db';
import { toDbTime } from '../db/time';
import { STATUS_CACHE_MS } from '../../config/rules';
import { GAME_STATUS_ONLINE_TEXT, type GameStatus } from '../../config/contract/game';
import { catalogs, translate, type Lang } from '../../locales';
import { site } from '../../config/site';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Status texts (the game's own words; the web app compares with '正常'). */
export const STATUS_TEXT = { online: GAME_STATUS_ONLINE_TEXT, maintenance: '維護中', offline: '離線' } as const;

/** Opens a TCP connection and closes it: true when the server accepted it within `timeoutMs`. */
export function probeTcp(host: string, port: number, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    let done = false;
    const finish = (up: boolean) => {
      if (done) return;
      done = true;
      socket.destroy();
      resolve(up);
    };
    socket.setTimeout(timeoutMs, () => finish(false));
    socket.once('connect', () => finish(true));
    socket.once('error', () => finish(false));
  });
}

export interface GameStatusOptions {
  host: string;
  port: number;
  probeTimeoutMs: number;
  timezone: string;
  version: string;
  inviteRequired: boolean;
  rates: { exp: number; meso: number; drop: number; bossDrop: number };
  events: Array<{ title: string; description: string }>;
  /** GAME_MAINTENANCE: answer maintenance without probing. */
  maintenance?: boolean;
  cacheMs?: number;
}

interface Measurement {
  reachable: boolean;
  count: number;
  checkedAt: number;
}

/** Catalog keys in GAME_EVENTS (e.g. 'server.events.darkTitle') are translated; other text is shown as written. */
function eventText(lang: Lang, text: string): string {
  if (!(text in catalogs[lang]) && !(text in catalogs['zh-TW'])) return text;
  return translate(lang, text, {
    minutes: site.darkEvent.minutes,
    monsters: site.darkEvent.monsterMultiplier,
    hp: site.darkEvent.hpMultiplier,
  });
}

export class GameStatusService {
  /** Clock, replaceable in tests. */
  now: () => number = () => Date.now();
  private cached: Measurement | null = null;
  private inFlight: Promise<Measurement> | null = null;
  private upSince: number | null = null;

  constructor(
    private db: Db,
    private o: GameStatusOptions,
  ) {}

  /** Forgets the cached measurement (the next call probes again). */
  reset(): void {
    this.cached = null;
  }

  private async measure(): Promise<Measurement> {
    const [reachable, count] = await Promise.all([
      this.o.maintenance ? Promise.resolve(false) : probeTcp(this.o.host, this.o.port, this.o.probeTimeoutMs),
      this.db
        .selectFrom('accounts')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('loggedin', '=', 2)
        .executeTakeFirst()
        .then((r) => Number(r?.n ?? 0)),
    ]);
    const checkedAt = this.now();
    if (reachable) this.upSince ??= checkedAt;
    else this.upSince = null;
    return { reachable, count: reachable ? count : 0, checkedAt };
  }

  private async measurement(): Promise<Measurement> {
    const ttl = this.o.cacheMs ?? STATUS_CACHE_MS;
    if (this.cached && this.now() - this.cached.checkedAt < ttl) return this.cached;
    this.inFlight ??= this.measure().finally(() => {
      this.inFlight = null;
    });
    this.cached = await this.inFlight;
    return this.cached;
  }

  async status(lang: Lang): Promise<GameStatus> {
    const m = await this.measurement();
    const state = this.o.maintenance ? 'maintenance' : m.reachable ? 'online' : 'offline';
    const now = this.now();
    return {
      status: STATUS_TEXT[state],
      state,
      count: m.count,
      invite: this.o.inviteRequired,
      exp_rate: this.o.rates.exp,
      meso_rate: this.o.rates.meso,
      drop_rate: this.o.rates.drop,
      boss_rate: this.o.rates.bossDrop,
      server_time: dayjs(now).tz(this.o.timezone).format('YYYY-MM-DD HH:mm:ss'),
      timezone: this.o.timezone,
      version: this.o.version,
      uptime: this.upSince != null && m.reachable ? Math.max(0, Math.floor((now - this.upSince) / 1000)) : 0,
      uptime_since: this.upSince != null && m.reachable ? toDbTime(this.upSince) : null,
      checked_at: toDbTime(m.checkedAt),
      events: this.o.events.map((e) => ({ title: eventText(lang, e.title), description: eventText(lang, e.description) })),
    };
  }
}
