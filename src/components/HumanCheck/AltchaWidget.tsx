/**
 * The self-hosted proof-of-work widget (ALTCHA web component). This module is only
 * loaded by <HumanCheck> through React.lazy, so the ~100 kB widget never weighs on
 * public pages. It needs no outside network: the challenge comes from our API and the
 * work runs in a Web Worker created from a blob: URL (CSP: `worker-src 'self' blob:`).
 */
import 'altcha';
import { forwardRef, useEffect, useImperativeHandle, useRef } from 'react';
import { fetchAltchaChallenge } from '@/services/account';

export interface AltchaStrings {
  label: string;
  verifying: string;
  verified: string;
  error: string;
  expired: string;
  loading: string;
  reload: string;
  verify: string;
  verificationRequired: string;
  waitAlert: string;
  ariaLinkLabel: string;
  footer: string;
  enterCode: string;
  enterCodeAria: string;
  getAudioChallenge: string;
}

export interface AltchaWidgetProps {
  /** Our challenge endpoint (enveloped answer, unwrapped by customfetch below). */
  challengeUrl: string;
  strings: AltchaStrings;
  /** Short language code for the widget ('zh-tw' | 'en'). */
  language: string;
  /** The base64 payload once verified; undefined otherwise. */
  onPayload: (payload: string | undefined) => void;
  /** Start verifying at once (the visitor already pressed the stand-in checkbox). */
  verifyOnMount?: boolean;
  /** Move the focus to the widget's checkbox (the stand-in had it). */
  focusOnMount?: boolean;
}

export interface AltchaWidgetHandle {
  reset: () => void;
}

type AltchaElement = HTMLElement &
  Partial<AltchaWidgetMethods> & {
    customfetch?: AltchaWidgetOptions['customfetch'];
    strings?: string;
  };

/**
 * Our API wraps every answer in {code, message, data}; the widget expects the bare
 * challenge, so it fetches through the typed service and re-wraps `data` in a Response.
 */
async function fetchChallenge(url: string): Promise<Response> {
  try {
    const challenge = await fetchAltchaChallenge(url);
    return new Response(JSON.stringify(challenge), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  } catch (err) {
    return new Response(JSON.stringify({ error: (err as Error).message }), {
      status: 500,
      headers: { 'content-type': 'application/json' },
    });
  }
}

const AltchaWidget = forwardRef<AltchaWidgetHandle, AltchaWidgetProps>(function AltchaWidget(
  { challengeUrl, strings, language, onPayload, verifyOnMount, focusOnMount },
  ref,
) {
  const el = useRef<AltchaElement>(null);
  const onPayloadRef = useRef(onPayload);
  onPayloadRef.current = onPayload;

  useImperativeHandle(ref, () => ({
    reset: () => {
      el.current?.reset?.();
      onPayloadRef.current(undefined);
    },
  }));

  useEffect(() => {
    const widget = el.current;
    if (!widget) return undefined;
    widget.customfetch = (url: string) => fetchChallenge(url);
    const onStateChange = (ev: Event) => {
      const { state, payload } = (ev as AltchaStateChangeEvent).detail;
      onPayloadRef.current(state === 'verified' && payload ? payload : undefined);
    };
    widget.addEventListener('statechange', onStateChange);
    // The web component mounts its inside a moment after it is connected and then
    // dispatches `load`; the stand-in's focus and press are handed over from then on.
    const takeOver = () => {
      if (focusOnMount) widget.querySelector<HTMLInputElement>('input[type="checkbox"]')?.focus();
      if (verifyOnMount) void widget.verify?.();
    };
    const mounted = !!widget.querySelector('input[type="checkbox"]');
    if (mounted) takeOver();
    else widget.addEventListener('load', takeOver, { once: true });
    return () => {
      widget.removeEventListener('statechange', onStateChange);
      widget.removeEventListener('load', takeOver);
    };
    // Only on mount: the stand-in's press happened before the widget existed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const stringsJson = JSON.stringify(strings);
  useEffect(() => {
    if (el.current) el.current.strings = stringsJson;
  }, [stringsJson]);

  return (
    <altcha-widget
      ref={el}
      challengeurl={challengeUrl}
      language={language}
      strings={stringsJson}
      name="altcha"
      // Svelte boolean props: any attribute value means true.
      {...({ hidefooter: '', hidelogo: '', disableautofocus: '' } as object)}
      style={{
        '--altcha-max-width': '100%',
        '--altcha-border-radius': '8px',
        '--altcha-color-border': 'var(--hc-border, #d9d9d9)',
        '--altcha-color-border-focus': 'var(--hc-focus, #f08c00)',
        '--altcha-color-base': 'var(--hc-bg, #ffffff)',
        '--altcha-color-text': 'var(--hc-text, rgba(0,0,0,0.88))',
        '--altcha-color-error-text': '#ff4d4f',
      }}
    />
  );
});

export default AltchaWidget;
