import './polyfills';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/services/client';
import { ErrorCode } from '../../../config/contract/envelope';
import { history, msg, resetStub } from '../../support/umi-max';

vi.mock('@/services/account', () => ({ requestReset: vi.fn(), confirmReset: vi.fn() }));
vi.mock('@/lib/toast', () => {
  const toast = Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), loading: vi.fn(), custom: vi.fn(), dismiss: vi.fn() });
  return { default: toast, toast };
});

import * as account from '@/services/account';
import toast from '@/lib/toast';
import ForgotPasswordPage from '@/pages/auth/forgot-password';

function setup(lang: 'zh-TW' | 'en-US' = 'zh-TW') {
  resetStub('/auth/forgot-password', lang);
  vi.spyOn(history, 'push').mockClear();
  vi.spyOn(history, 'replace').mockClear();
  const user = userEvent.setup({ delay: null });
  render(<ForgotPasswordPage />);
  return user;
}

const field = (id: string) => screen.getByLabelText(msg(id)) as HTMLInputElement;
const typeIn = (id: string, value: string) => fireEvent.change(field(id), { target: { value } });

async function toStep2(user: ReturnType<typeof userEvent.setup>) {
  vi.mocked(account.requestReset).mockResolvedValue({ cooldown: 60, expiresIn: 600 });
  typeIn('auth.field.username', 'player01');
  await user.click(screen.getByRole('button', { name: new RegExp(msg('auth.forgot.sendCode')) }));
  await screen.findByLabelText(msg('auth.field.resetCode'));
}

describe('forgot password page', () => {
  beforeEach(() => {
    vi.mocked(account.requestReset).mockReset();
    vi.mocked(account.confirmReset).mockReset();
    vi.mocked(toast.success).mockClear();
  });

  it('step 1 asks for the game username with the username rules', async () => {
    const user = setup();
    expect(screen.getByText('驗證帳號')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /寄送驗證碼/ }));
    expect(await screen.findByText('請輸入帳號')).toBeInTheDocument();
    typeIn('auth.field.username', 'ab');
    expect(await screen.findByText('帳號長度須為 5-12 個字元')).toBeInTheDocument();
    typeIn('auth.field.username', 'abc-12');
    expect(await screen.findByText('帳號只能包含英文字母和數字')).toBeInTheDocument();
    expect(account.requestReset).not.toHaveBeenCalled();
  });

  it('sends the code, moves to step 2 and counts down the resend', async () => {
    const user = setup();
    await toStep2(user);
    expect(account.requestReset).toHaveBeenCalledWith('player01');
    expect(toast.success).toHaveBeenCalledWith(msg('auth.forgot.codeSent'));
    expect(screen.getByText('帳號：player01')).toBeInTheDocument();
    const resend = screen.getByRole('button', { name: /重新寄送（60 秒）/ });
    expect(resend).toBeDisabled();
    await waitFor(() => expect(screen.getByRole('button', { name: /重新寄送（5\d 秒）/ })).toBeDisabled(), { timeout: 5000 });
  });

  it('shows the server message when the code cannot be sent (429) and stays on step 1', async () => {
    const user = setup('en-US');
    vi.mocked(account.requestReset).mockRejectedValue(new ApiError(ErrorCode.TOO_MANY_REQUESTS, 429, 'Too many requests. Please slow down and try again.'));
    typeIn('auth.field.username', 'player01');
    await user.click(screen.getByRole('button', { name: /send code/i }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please slow down and try again.');
    expect(field('auth.field.username')).toHaveValue('player01');
  });

  it('step 2 shows every message in English', async () => {
    const user = setup('en-US');
    await toStep2(user);
    await user.click(screen.getByRole('button', { name: /update password/i }));
    expect(await screen.findByText('Please enter the e-mail code')).toBeInTheDocument();
    expect(screen.getByText('Please enter password')).toBeInTheDocument();
    expect(screen.getByText('Please confirm the password')).toBeInTheDocument();
    typeIn('auth.field.resetCode', '12a');
    typeIn('auth.field.newPassword', 'abc');
    typeIn('auth.field.confirmNewPassword', 'abd');
    expect(await screen.findByText('The code has 6 digits')).toBeInTheDocument();
    expect(await screen.findByText('Password must be 6-16 characters')).toBeInTheDocument();
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(account.confirmReset).not.toHaveBeenCalled();
  });

  it('a wrong or expired code shows the server error on the code field and keeps what was typed', async () => {
    const user = setup();
    await toStep2(user);
    vi.mocked(account.confirmReset).mockRejectedValue(new ApiError(ErrorCode.EMAIL_CODE_INVALID, 400, '信箱驗證碼錯誤或已過期。'));
    typeIn('auth.field.resetCode', '000000');
    typeIn('auth.field.newPassword', 'newpass99');
    typeIn('auth.field.confirmNewPassword', 'newpass99');
    await user.click(screen.getByRole('button', { name: /更新密碼/ }));
    expect(await screen.findByText('信箱驗證碼錯誤或已過期。')).toBeInTheDocument();
    expect(document.getElementById('forgotReset_code')?.closest('.ant-form-item')).toHaveTextContent('信箱驗證碼錯誤或已過期。');
    expect(field('auth.field.resetCode')).toHaveValue('000000');
    expect(field('auth.field.newPassword')).toHaveValue('newpass99');
    expect(field('auth.field.confirmNewPassword')).toHaveValue('newpass99');
    expect(history.push).not.toHaveBeenCalled();
  });

  it('resets the password, toasts and returns to login with the username', async () => {
    const user = setup();
    await toStep2(user);
    vi.mocked(account.confirmReset).mockResolvedValue(null);
    typeIn('auth.field.resetCode', '123456');
    typeIn('auth.field.newPassword', 'newpass99');
    typeIn('auth.field.confirmNewPassword', 'newpass99');
    fireEvent.submit(field('auth.field.confirmNewPassword').closest('form')!);
    await waitFor(() => expect(history.push).toHaveBeenCalledWith('/auth/login', { username: 'player01', reset: true }));
    expect(account.confirmReset).toHaveBeenCalledWith({ username: 'player01', password: 'newpass99', captcha: '123456' });
    expect(toast.success).toHaveBeenCalledWith('密碼已更新，請使用新密碼登入');
  });

  it('goes back to step 1 with the username kept', async () => {
    const user = setup();
    await toStep2(user);
    await user.click(screen.getByRole('button', { name: /上一步/ }));
    expect(await screen.findByLabelText('遊戲帳號')).toHaveValue('player01');
  });
});
