import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form, Input } from 'antd';
import { createRef } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetStub } from '../../support/umi-max';

// The real web component needs a browser; the element stays a plain unknown element here.
vi.mock('altcha', () => ({}));
vi.mock('@marsidev/react-turnstile', () => ({
  Turnstile: ({ siteKey, onSuccess }: { siteKey: string; onSuccess: (t: string) => void }) => (
    <button type="button" data-sitekey={siteKey} onClick={() => onSuccess('turnstile-token')}>
      turnstile
    </button>
  ),
}));
vi.mock('@/services/account', () => ({ fetchHumanCheck: vi.fn(), fetchAltchaChallenge: vi.fn() }));

import * as account from '@/services/account';
import HumanCheck, { type HumanCheckHandle } from '@/components/HumanCheck';

type AltchaEl = HTMLElement & { reset?: () => void; customfetch?: (url: string) => Promise<Response> };

/** The form with the check; `armed`: the visitor has already typed in the form. */
async function renderInForm(onFinish = vi.fn(), armed = true) {
  const ref = createRef<HumanCheckHandle>();
  const user = userEvent.setup({ delay: null });
  render(
    <Form name="t" onFinish={onFinish}>
      <Form.Item name="name" label="name">
        <Input />
      </Form.Item>
      <Form.Item name="captcha" label="check" rules={[{ required: true, message: 'needed' }]}>
        <HumanCheck ref={ref} />
      </Form.Item>
      <Button htmlType="submit">go</Button>
    </Form>,
  );
  if (armed) await user.type(screen.getByLabelText('name'), 'a');
  return { ref, user, onFinish };
}

const widget = () => document.querySelector('altcha-widget') as AltchaEl | null;

describe('HumanCheck', () => {
  beforeEach(() => {
    resetStub('/', 'zh-TW');
    vi.mocked(account.fetchHumanCheck).mockReset();
    vi.mocked(account.fetchAltchaChallenge).mockReset();
  });

  it('shows the self-hosted ALTCHA widget with our challenge URL and translated strings', async () => {
    vi.mocked(account.fetchHumanCheck).mockResolvedValue({ provider: 'altcha', challengeUrl: '/api/v1/auth/altcha-challenge' });
    await renderInForm();
    await waitFor(() => expect(widget()).not.toBeNull());
    const el = widget()!;
    expect(el.getAttribute('challengeurl')).toBe('/api/v1/auth/altcha-challenge');
    expect(JSON.parse(el.getAttribute('strings')!)).toMatchObject({ label: '我不是機器人', verified: '驗證完成' });
    expect(el.getAttribute('language')).toBe('zh-tw');
  });

  it('fetches the challenge through the API and hands the widget the bare challenge', async () => {
    vi.mocked(account.fetchHumanCheck).mockResolvedValue({ provider: 'altcha', challengeUrl: '/api/v1/auth/altcha-challenge' });
    const challenge = { algorithm: 'SHA-256', challenge: 'abc', salt: 's', signature: 'sig', maxnumber: 5000 };
    vi.mocked(account.fetchAltchaChallenge).mockResolvedValue(challenge);
    await renderInForm();
    await waitFor(() => expect(widget()?.customfetch).toBeTypeOf('function'));
    const res = await widget()!.customfetch!('/api/v1/auth/altcha-challenge');
    expect(account.fetchAltchaChallenge).toHaveBeenCalledWith('/api/v1/auth/altcha-challenge');
    expect(await res.json()).toEqual(challenge);
  });

  it('puts the verified payload in the form field and clears it on reset()', async () => {
    vi.mocked(account.fetchHumanCheck).mockResolvedValue({ provider: 'altcha', challengeUrl: '/api/v1/auth/altcha-challenge' });
    const { ref, user, onFinish } = await renderInForm();
    await waitFor(() => expect(widget()).not.toBeNull());
    const el = widget()!;
    el.reset = vi.fn();
    await user.click(screen.getByRole('button', { name: 'go' }));
    expect(await screen.findByText('needed')).toBeInTheDocument();
    act(() => {
      el.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'verifying' } }));
      el.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'verified', payload: 'cGF5bG9hZA==' } }));
    });
    await user.click(screen.getByRole('button', { name: 'go' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith(expect.objectContaining({ captcha: 'cGF5bG9hZA==' })));
    act(() => ref.current!.reset());
    expect(el.reset).toHaveBeenCalled();
    onFinish.mockClear();
    await user.click(screen.getByRole('button', { name: 'go' }));
    expect(await screen.findByText('needed')).toBeInTheDocument();
    expect(onFinish).not.toHaveBeenCalled();
  });

  it('an expired solution empties the field', async () => {
    vi.mocked(account.fetchHumanCheck).mockResolvedValue({ provider: 'altcha' });
    const { user, onFinish } = await renderInForm();
    await waitFor(() => expect(widget()).not.toBeNull());
    expect(widget()!.getAttribute('challengeurl')).toBe('/api/v1/auth/altcha-challenge');
    act(() => {
      widget()!.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'verified', payload: 'p1' } }));
    });
    act(() => {
      widget()!.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'expired' } }));
    });
    await user.click(screen.getByRole('button', { name: 'go' }));
    expect(await screen.findByText('needed')).toBeInTheDocument();
    expect(onFinish).not.toHaveBeenCalled();
  });

  it('uses Turnstile when the server has a site key', async () => {
    vi.mocked(account.fetchHumanCheck).mockResolvedValue({ provider: 'turnstile', siteKey: '0x4AAA-test' });
    const { user, onFinish } = await renderInForm();
    const button = await screen.findByRole('button', { name: 'turnstile' });
    expect(button).toHaveAttribute('data-sitekey', '0x4AAA-test');
    expect(widget()).toBeNull();
    await user.click(button);
    await user.click(screen.getByRole('button', { name: 'go' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith(expect.objectContaining({ captcha: 'turnstile-token' })));
  });

  it('loads nothing until the visitor uses the form, and shows a still checkbox meanwhile', async () => {
    vi.mocked(account.fetchHumanCheck).mockResolvedValue({ provider: 'altcha' });
    const { user } = await renderInForm(vi.fn(), false);
    const standIn = screen.getByRole('checkbox', { name: '我不是機器人' });
    expect(standIn).not.toBeChecked();
    await new Promise((r) => setTimeout(r, 20));
    expect(account.fetchHumanCheck).not.toHaveBeenCalled();
    expect(widget()).toBeNull();
    await user.type(screen.getByLabelText('name'), 'x');
    await waitFor(() => expect(widget()).not.toBeNull());
    expect(account.fetchHumanCheck).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('checkbox', { name: '我不是機器人' })).toBeNull();
  });

  it('offers a retry when the configuration cannot be loaded', async () => {
    vi.mocked(account.fetchHumanCheck).mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ provider: 'altcha' });
    const { user } = await renderInForm();
    expect(await screen.findByText('真人驗證載入失敗')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /重試/ }));
    await waitFor(() => expect(widget()).not.toBeNull());
  });
  it('a press on the still checkbox loads the widget, which starts verifying with the focus', async () => {
    vi.mocked(account.fetchHumanCheck).mockResolvedValue({ provider: 'altcha' });
    defineSlowWidget();
    const { user } = await renderInForm(vi.fn(), false);
    await user.click(screen.getByRole('checkbox', { name: '我不是機器人' }));
    await waitFor(() => expect(verify).toHaveBeenCalledTimes(1));
    expect(document.activeElement).toBe(widget()!.querySelector('input[type="checkbox"]'));
  });

  it('a press the widget arrives in the middle of (pressed on the still box, released on the widget) still starts verifying', async () => {
    vi.mocked(account.fetchHumanCheck).mockResolvedValue({ provider: 'altcha' });
    defineSlowWidget();
    const { user } = await renderInForm(vi.fn(), false);
    await user.pointer({ keys: '[MouseLeft>]', target: screen.getByRole('checkbox', { name: '我不是機器人' }) });
    await waitFor(() => expect(widget()?.querySelector('input')).toBeTruthy());
    await user.pointer({ keys: '[/MouseLeft]', target: widget()! });
    await waitFor(() => expect(verify).toHaveBeenCalledTimes(1));
  });
});

const verify = vi.fn();

/**
 * Like the web component: verify(), and its inside (the checkbox) mounted a moment after
 * it is connected, announced by a `load` event. Before its inside is mounted, verify()
 * does nothing (as the real one).
 */
function defineSlowWidget() {
  verify.mockReset();
  if (customElements.get('altcha-widget')) return;
  customElements.define(
    'altcha-widget',
    class extends HTMLElement {
      verify = () => {
        if (this.querySelector('input')) verify();
      };
      connectedCallback() {
        setTimeout(() => {
          this.appendChild(Object.assign(document.createElement('input'), { type: 'checkbox' }));
          this.dispatchEvent(new Event('load'));
        }, 10);
      }
    },
  );
}
