/**
 * Stand-in for '@/components/HumanCheck' in form tests: a button that "solves" the
 * check, and a reset() the forms must call after a failed submit.
 *   vi.mock('@/components/HumanCheck', () => import('./humanCheckStub'));
 */
import { forwardRef, useImperativeHandle } from 'react';

export const humanStub = { resets: 0, payload: 'solved-payload' };

interface Props {
  value?: string;
  onChange?: (v: string | undefined) => void;
  id?: string;
}

const HumanCheck = forwardRef<{ reset: () => void }, Props>(function HumanCheck({ value, onChange, id }, ref) {
  useImperativeHandle(ref, () => ({
    reset: () => {
      humanStub.resets += 1;
      onChange?.(undefined);
    },
  }));
  return (
    <button type="button" id={id} data-solved={value ? 'yes' : 'no'} onClick={() => onChange?.(humanStub.payload)}>
      solve human check
    </button>
  );
});

export default HumanCheck;
