import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/services/client';
import { ErrorCode } from '../../../config/contract/envelope';
import { humanStub } from './humanCheckStub';
import { history, msg, resetStub, setModels } from '../../support/umi-max';
import { installTestObserver, removeTestObserver, scrollNear } from '../../support/testObserver';

vi.mock('@/components/HumanCheck', () => import('./humanCheckStub'));
vi.mock('@/services/account', () => ({
  register: vi.fn(),
  sendEmailCode: vi.fn(),
  fetchTerms: vi.fn(),
}));
vi.mock('@/lib/toast', () => {
  const toast = Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), loading: vi.fn(), custom: vi.fn(), dismiss: vi.fn() });
  return { default: toast, toast };
});

import * as account from '@/services/account';
import toast from '@/lib/toast';
import RegisterPage from '@/pages/auth/register';
import { loadDatePicker } from '@/pages/auth/register/components/BirthdayPicker';

const TERMS = {
  title: '服務條款',
  updatedAt: '2025-01-01',
  sections: [
    { title: '第一條', body: '遵守遊戲規則。' },
    { title: '第二條', body: '禁止使用外掛。' },
  ],
};

type User = ReturnType<typeof userEvent.setup>;

function setup({ lang = 'zh-TW', search = '', invite = false } = {} as { lang?: 'zh-TW' | 'en-US'; search?: string; invite?: boolean }) {
  resetStub(`/auth/register${search}`, lang);
  vi.spyOn(history, 'push').mockClear();
  vi.spyOn(history, 'replace').mockClear();
  setModels({ serverStatus: { status: { invite } } });
  humanStub.resets = 0;
  const user = userEvent.setup({ delay: null });
  render(<RegisterPage />);
  return user;
}

const field = (id: string) => screen.getByLabelText(msg(id)) as HTMLInputElement;
/** Typing key by key into antd inputs is slow on a busy machine; a change event is what the form sees. */
const typeIn = (id: string, value: string) => fireEvent.change(field(id), { target: { value } });
/** The date picker is fetched when its field is needed: wait until it replaced the stand-in. */
async function pickBirthday(value: string) {
  await waitFor(() => expect(field('auth.field.birthday').closest('.ant-picker')).not.toBeNull());
  const input = field('auth.field.birthday');
  fireEvent.mouseDown(input);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
}
const submit = (user: User) => user.click(screen.getByRole('button', { name: new RegExp(msg('auth.register.submit')) }));

/** Scrolls the terms reader to its bottom (jsdom has no layout: give it sizes). */
async function readTerms() {
  const reader = await screen.findByTestId('terms-reader');
  Object.defineProperty(reader, 'scrollHeight', { configurable: true, value: 900 });
  Object.defineProperty(reader, 'clientHeight', { configurable: true, value: 220 });
  reader.scrollTop = 680;
  fireEvent.scroll(reader);
}

async function fillValid(user: User) {
  typeIn('auth.field.username', 'newbie01');
  typeIn('auth.field.email', 'newbie@example.com');
  typeIn('auth.field.emailCode', '123456');
  typeIn('auth.field.password', 'secret123');
  typeIn('auth.field.confirmPassword', 'secret123');
  await pickBirthday('1995-05-12');
  await waitFor(() => expect(field('auth.field.birthday')).toHaveValue('1995-05-12'));
  await readTerms();
  await user.click(screen.getByRole('checkbox', { name: msg('auth.terms.agree') }));
  await user.click(screen.getByText('solve human check'));
}

describe('register page', () => {
  // The page fetches the date picker when its field is needed; here it is fetched up
  // front, so the birthday field is the picker from the first render.
  beforeAll(() => loadDatePicker(), 60_000);
  beforeEach(() => {
    vi.mocked(account.register).mockReset();
    vi.mocked(account.sendEmailCode).mockReset();
    vi.mocked(account.fetchTerms).mockReset().mockResolvedValue(TERMS);
    vi.mocked(toast.success).mockClear();
  });

  it('shows every required message on its field (invite required by the server)', async () => {
    const user = setup({ invite: true });
    await submit(user);
    for (const text of [
      '請輸入帳號',
      '請輸入電子郵件',
      '請輸入信箱驗證碼',
      '請輸入密碼',
      '請再次輸入密碼',
      '請選擇生日',
      '請輸入邀請碼',
      '請閱讀並同意服務條款',
      '請完成真人驗證',
    ]) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    expect(account.register).not.toHaveBeenCalled();
    // Each message sits on its own field.
    expect(document.getElementById('register_username_help')).toHaveTextContent('請輸入帳號');
    expect(document.getElementById('register_email_help')).toHaveTextContent('請輸入電子郵件');
    expect(document.getElementById('register_birthday_help')).toHaveTextContent('請選擇生日');
  });

  it('shows the format messages in English', async () => {
    const user = setup({ lang: 'en-US' });
    typeIn('auth.field.username', 'ab');
    typeIn('auth.field.email', 'not-an-email');
    typeIn('auth.field.emailCode', '12ab');
    typeIn('auth.field.password', '12345');
    typeIn('auth.field.confirmPassword', '123456');
    typeIn('auth.field.inviteCodeOptional', 'a-b');
    typeIn('auth.field.communityInvite', 'x!');
    await submit(user);
    for (const text of [
      'Username length must be 5-12 characters',
      'Please enter a valid e-mail address',
      'The code has 6 digits',
      'Password must be 6-16 characters',
      'Passwords do not match',
      'Invite code must be 5-12 letters or digits',
      'Inviter code must be 5-12 letters or digits',
      'Please select your birthday',
      'Please read and accept the terms of service',
      'Please complete the human verification',
    ]) {
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    // The invite code is optional when the server does not require one.
    expect(screen.queryByText('Please enter an invite code')).not.toBeInTheDocument();
  });

  it('rejects letters-only rule breaks and unsupported password characters', async () => {
    const user = setup();
    typeIn('auth.field.username', 'abc_12');
    typeIn('auth.field.password', 'pass word');
    await submit(user);
    expect(await screen.findByText('帳號只能包含英文字母和數字')).toBeInTheDocument();
    expect(await screen.findByText('密碼含有不支援的字元')).toBeInTheDocument();
  });

  it('does not offer future birthdays', async () => {
    const user = setup();
    await user.click(field('auth.field.birthday'));
    const tomorrow = dayjs().add(1, 'day').format('YYYY-MM-DD');
    const today = dayjs().format('YYYY-MM-DD');
    await waitFor(() => expect(document.querySelector(`td[title="${today}"]`)).not.toBeNull());
    expect(document.querySelector(`td[title="${today}"]`)).not.toHaveClass('ant-picker-cell-disabled');
    const future = document.querySelector(`td[title="${tomorrow}"]`);
    if (future) expect(future).toHaveClass('ant-picker-cell-disabled');
  });

  it('sends the e-mail code and counts down 60 s before a resend', async () => {
    const user = setup();
    vi.mocked(account.sendEmailCode).mockResolvedValue({ cooldown: 60, expiresIn: 600 });
    const send = screen.getByRole('button', { name: /發送驗證碼/ });
    await user.click(send);
    expect(await screen.findByText('請輸入電子郵件')).toBeInTheDocument();
    expect(account.sendEmailCode).not.toHaveBeenCalled();
    typeIn('auth.field.email', 'newbie@example.com');
    await user.click(send);
    const counting = await screen.findByRole('button', { name: /重新發送（60 秒）/ });
    expect(counting).toBeDisabled();
    expect(account.sendEmailCode).toHaveBeenCalledWith('newbie@example.com');
    expect(toast.success).toHaveBeenCalledWith(msg('auth.code.sent'));
    await waitFor(() => expect(screen.getByRole('button', { name: /重新發送（5\d 秒）/ })).toBeDisabled(), { timeout: 5000 });
    expect(screen.queryByRole('button', { name: /重新發送（60 秒）/ })).not.toBeInTheDocument();
  });

  it('lets the button send again once the countdown ends', async () => {
    const user = setup({ lang: 'en-US' });
    vi.mocked(account.sendEmailCode).mockResolvedValue({ cooldown: 1, expiresIn: 600 });
    typeIn('auth.field.email', 'newbie@example.com');
    await user.click(screen.getByRole('button', { name: /send code/i }));
    await waitFor(() => expect(account.sendEmailCode).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.getByRole('button', { name: /send code/i })).toBeEnabled(), { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: /send code/i }));
    await waitFor(() => expect(account.sendEmailCode).toHaveBeenCalledTimes(2));
  });

  it("shows 'Sending code failed' on the e-mail field", async () => {
    const user = setup({ lang: 'en-US' });
    vi.mocked(account.sendEmailCode).mockRejectedValue(new ApiError(ErrorCode.SERVER_ERROR, 500, 'Sending the code failed. Please try again later.'));
    typeIn('auth.field.email', 'newbie@example.com');
    await user.click(screen.getByRole('button', { name: /send code/i }));
    expect(await screen.findByText('Sending code failed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /send code/i })).toBeEnabled();
    // No countdown after a failure: the button can be used again once it stops spinning.
    await waitFor(() => expect(screen.getByRole('button', { name: /send code/i })).not.toHaveClass('ant-btn-loading'));
    vi.mocked(account.sendEmailCode).mockRejectedValue(new ApiError(ErrorCode.TOO_MANY_REQUESTS, 429, 'A code was just sent.'));
    await user.click(screen.getByRole('button', { name: /send code/i }));
    expect(await screen.findByText('Sending code failed: A code was just sent.')).toBeInTheDocument();
    expect(account.sendEmailCode).toHaveBeenCalledTimes(2);
  });

  it('keeps the agreement disabled until the terms are scrolled to the bottom', async () => {
    const user = setup();
    const agree = screen.getByRole('checkbox', { name: '我已閱讀並同意服務條款' });
    expect(agree).toBeDisabled();
    const reader = await screen.findByTestId('terms-reader');
    expect(within(reader).getByText('禁止使用外掛。')).toBeInTheDocument();
    expect(screen.getByText('請將條款捲動到最底部後才能勾選同意')).toBeInTheDocument();
    Object.defineProperty(reader, 'scrollHeight', { configurable: true, value: 900 });
    Object.defineProperty(reader, 'clientHeight', { configurable: true, value: 220 });
    reader.scrollTop = 300;
    fireEvent.scroll(reader);
    expect(agree).toBeDisabled();
    reader.scrollTop = 680;
    fireEvent.scroll(reader);
    await waitFor(() => expect(agree).toBeEnabled());
    expect(screen.getByText('已閱讀完畢')).toBeInTheDocument();
    await user.click(agree);
    expect(agree).toBeChecked();
  });

  describe('below the first screen on a phone', () => {
    beforeEach(installTestObserver);
    afterEach(removeTestObserver);

    it('loads the terms reader, and asks for the terms, only as the visitor scrolls near it', async () => {
      setup();
      expect(screen.getByTestId('terms-place')).toBeInTheDocument();
      expect(screen.queryByTestId('terms-reader')).toBeNull();
      expect(account.fetchTerms).not.toHaveBeenCalled();
      await scrollNear();
      expect(await screen.findByTestId('terms-reader')).toHaveTextContent('禁止使用外掛。');
      expect(account.fetchTerms).toHaveBeenCalledTimes(1);
    });

    it('loads it at the first Tab press, so the focus never passes an empty place', async () => {
      const user = setup();
      await user.tab();
      expect(await screen.findByTestId('terms-reader')).toBeInTheDocument();
    });
  });

  it("shows 'Terms load failed' with a retry that loads them", async () => {
    vi.mocked(account.fetchTerms).mockRejectedValueOnce(new ApiError(ErrorCode.SERVER_ERROR, 500, 'boom'));
    const user = setup({ lang: 'en-US' });
    expect(await screen.findByText('Terms load failed')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /retry/i }));
    expect(await screen.findByTestId('terms-reader')).toHaveTextContent('禁止使用外掛。');
    expect(account.fetchTerms).toHaveBeenCalledTimes(2);
  });

  it('prefills the invite code from ?invite= and requires one when the server says so', async () => {
    setup({ search: '?invite=FRIEND2025', invite: true });
    const invite = field('auth.field.inviteCode');
    expect(invite).toHaveValue('FRIEND2025');
    expect(screen.getByText('已帶入邀請碼')).toBeInTheDocument();
    expect(screen.queryByLabelText('邀請碼（選填）')).not.toBeInTheDocument();
  });

  it('registers, toasts and hands the username to the login page', async () => {
    const user = setup({ search: '?invite=FRIEND2025' });
    vi.mocked(account.register).mockResolvedValue({ username: 'newbie01', nxCredit: 10000, rewardPoints: 10, inviteReward: 'paid', inviteRewardNote: null });
    await fillValid(user);
    await submit(user);
    await waitFor(() => expect(history.push).toHaveBeenCalledWith('/auth/login', { username: 'newbie01', registered: true }));
    expect(account.register).toHaveBeenCalledWith({
      username: 'newbie01',
      email: 'newbie@example.com',
      code: '123456',
      pwd1: 'secret123',
      pwd2: 'secret123',
      birthday: '1995-05-12',
      invitation_code: 'FRIEND2025',
      community_invitation: '',
      captcha: 'solved-payload',
    });
    expect(toast.success).toHaveBeenCalledWith('註冊成功！已獲得 10000 點數與 10 紅利點數');
  });

  it('registers without the invite reward and tells why (the note from the server)', async () => {
    const user = setup({ search: '?invite=FRIEND2025' });
    const note = '帳號已建立，但沒有發放邀請獎勵：每個電子郵件信箱只能領取一次，這個信箱已經領過了。';
    vi.mocked(account.register).mockResolvedValue({ username: 'newbie01', nxCredit: 0, rewardPoints: 0, inviteReward: 'withheld', inviteRewardNote: note });
    await fillValid(user);
    await submit(user);
    await waitFor(() => expect(history.push).toHaveBeenCalledWith('/auth/login', { username: 'newbie01', registered: true }));
    expect(toast.success).toHaveBeenCalledWith('註冊成功！請登入開始冒險', { description: note });
  });

  it('puts a wrong e-mail code on the code field, keeps the input and resets the human check', async () => {
    const user = setup();
    vi.mocked(account.register).mockRejectedValue(new ApiError(ErrorCode.EMAIL_CODE_INVALID, 400, '信箱驗證碼錯誤或已過期。'));
    await fillValid(user);
    await submit(user);
    expect(await screen.findByText('信箱驗證碼錯誤或已過期。')).toBeInTheDocument();
    expect(document.getElementById('register_emailCode')?.closest('.ant-form-item')).toHaveTextContent('信箱驗證碼錯誤或已過期。');
    expect(humanStub.resets).toBe(1);
    expect(field('auth.field.username')).toHaveValue('newbie01');
    expect(history.push).not.toHaveBeenCalled();
  });

  it("shows 'Registration failed, try again' when the server gives no reason", async () => {
    const user = setup({ lang: 'en-US' });
    vi.mocked(account.register).mockRejectedValue(new Error('socket hang up'));
    await fillValid(user);
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Registration failed, try again');
  });
});
