/**
 * A resend countdown in whole seconds (the e-mail code buttons: 60 s).
 */
import { useCallback, useEffect, useRef, useState } from 'react';

export function useCountdown() {
  const [seconds, setSeconds] = useState(0);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);

  const stop = useCallback(() => {
    if (timer.current) clearInterval(timer.current);
    timer.current = null;
  }, []);

  const start = useCallback(
    (from: number) => {
      stop();
      const total = Math.max(0, Math.round(from));
      setSeconds(total);
      if (total <= 0) return;
      const endsAt = Date.now() + total * 1000;
      timer.current = setInterval(() => {
        const left = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
        setSeconds(left);
        if (left <= 0) stop();
      }, 250);
    },
    [stop],
  );

  useEffect(() => stop, [stop]);

  return { seconds, running: seconds > 0, start, stop };
}
