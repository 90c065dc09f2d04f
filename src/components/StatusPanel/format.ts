/** Formatting helpers of the status panel (pure, tested). */
import dayjs from 'dayjs';

/** Server time in the zh-CN format (e.g. 2026/11/21 03:30:00), or null when unknown. */
export function formatServerTime(serverTime: string | null | undefined, elapsedMs = 0): string | null {
  if (!serverTime) return null;
  const parsed = dayjs(serverTime.replace(' ', 'T'));
  if (!parsed.isValid()) return null;
  return parsed.add(Math.max(0, elapsedMs), 'millisecond').toDate().toLocaleString('zh-CN', { hour12: false });
}

/** Uptime seconds split for the catalog messages. */
export function splitUptime(seconds: number | null | undefined):
  | { id: 'status.uptimeDays'; values: { days: number; hours: number } }
  | { id: 'status.uptimeHours'; values: { hours: number; minutes: number } }
  | { id: 'status.uptimeMinutes'; values: { minutes: number } }
  | null {
  if (seconds == null || !Number.isFinite(seconds) || seconds <= 0) return null;
  const days = Math.floor(seconds / 86400);
  const hours = Math.floor((seconds % 86400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  if (days > 0) return { id: 'status.uptimeDays', values: { days, hours } };
  if (hours > 0) return { id: 'status.uptimeHours', values: { hours, minutes } };
  return { id: 'status.uptimeMinutes', values: { minutes } };
}
