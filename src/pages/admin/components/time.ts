/** Console times: the operator's local time, to the minute; '-' when there is none. */
import dayjs from 'dayjs';

export const formatTime = (iso: string | null | undefined): string => (iso ? dayjs(iso).format('YYYY-MM-DD HH:mm') : '-');
