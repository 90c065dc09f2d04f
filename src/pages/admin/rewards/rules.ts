/** Form rules of the reward tables (the server checks the same, with the same caps). */
import type { Rule } from 'antd/es/form';
import type { Translate } from '@/lib/useT';

/** A whole number from 1 to `max`; required unless `optional`. */
export function wholeNumber(t: Translate, max: number, message = t('rules.integer', { max: max.toLocaleString() }), optional = false): Rule[] {
  return [
    ...(optional ? [] : [{ required: true, message }]),
    {
      validator: async (_: unknown, v: unknown) => {
        if (v === undefined || v === null || v === '') return;
        const n = Number(v);
        if (!Number.isInteger(n) || n < 1 || n > max) throw new Error(message);
      },
    },
  ];
}

/** A milestone's key: what the server takes in the path (and the claims record). */
export const MILESTONE_PATTERN = /^[a-z][a-z0-9_]{0,15}$/;
