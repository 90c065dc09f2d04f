/** Date and number helpers of the profile (dates in the visitor's local time). */
import dayjs from 'dayjs';

export const formatDate = (value: string | null | undefined, withTime = true): string | null =>
  value && dayjs(value).isValid() ? dayjs(value).format(withTime ? 'YYYY-MM-DD HH:mm' : 'YYYY-MM-DD') : null;

export const clampPercent = (value: number) => Math.min(100, Math.max(0, Number.isFinite(value) ? value : 0));
