/**
 * umi mock of GET /api/v1/game/status (config/contract/game.ts) for `npm run dev`.
 * Change MODE to see the offline or maintenance panel; a request header
 * `X-Mock-Status: online | offline | maintenance | error` overrides it per request.
 */
const MODE: 'online' | 'offline' | 'maintenance' = 'online';
const started = Date.now() - (3 * 86400 + 5 * 3600 + 17 * 60) * 1000;

const pad = (n: number) => String(n).padStart(2, '0');
const fmt = (d: Date, utc: boolean) =>
  utc
    ? `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`
    : `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;

/** Game time in Asia/Taipei (UTC+8). */
const taipei = (d: Date) => fmt(new Date(d.getTime() + 8 * 3600_000), true);

export default {
  'GET /api/v1/game/status': (req: any, res: any) => {
    const mode = String(req.headers?.['x-mock-status'] ?? MODE);
    if (mode === 'error') {
      return res.status(500).json({ code: 50000, message: 'Server error', data: null });
    }
    const now = new Date();
    const online = mode === 'online';
    const en = String(req.headers?.['accept-language'] ?? '').toLowerCase().startsWith('en');
    res.json({
      code: 0,
      message: 'ok',
      data: {
        status: online ? '正常' : mode === 'maintenance' ? '維護中' : '離線',
        state: online ? 'online' : mode === 'maintenance' ? 'maintenance' : 'offline',
        count: online ? 180 + Math.floor((now.getMinutes() * 7) % 60) : 0,
        invite: false,
        exp_rate: 2,
        meso_rate: 2.5,
        drop_rate: 1,
        boss_rate: 2.5,
        server_time: taipei(now),
        timezone: 'Asia/Taipei',
        version: '1.1.0',
        uptime: online ? Math.floor((now.getTime() - started) / 1000) : 0,
        uptime_since: online ? fmt(new Date(started), true) : null,
        checked_at: fmt(now, true),
        events: online
          ? [
              en
                ? { title: 'Dark Surge', description: 'Every 90 minutes: 3x monsters with 2x HP for a limited time.' }
                : { title: '黑暗侵襲', description: '每 90 分鐘一次：怪物數量 3 倍、血量 2 倍，限時登場！' },
              en
                ? { title: 'Double EXP weekend', description: 'Saturday and Sunday, 20:00-23:00 server time.' }
                : { title: '週末雙倍經驗', description: '週六、週日 20:00-23:00（伺服器時間）。' },
            ]
          : [],
      },
    });
  },
};
