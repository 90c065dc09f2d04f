import './polyfills';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/services/client';
import { ErrorCode } from '../../../config/contract/envelope';
import { humanStub } from './humanCheckStub';
import { history, msg, resetStub, router, setModels } from '../../support/umi-max';

vi.mock('@/components/HumanCheck', () => import('./humanCheckStub'));
vi.mock('@/services/auth', () => ({ login: vi.fn() }));
vi.mock('@/lib/toast', () => {
  const toast = Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), loading: vi.fn(), custom: vi.fn(), dismiss: vi.fn() });
  return { default: toast, toast };
});

import * as authService from '@/services/auth';
import toast from '@/lib/toast';
import LoginPage from '@/pages/auth/login';

const TOKENS = { token: 'access', refresh_token: 'refresh', expires_in: 900, refresh_expires_in: 86400 };
const loginApi = vi.mocked(authService.login);
let modelLogin: ReturnType<typeof vi.fn>;

function setup(lang: 'zh-TW' | 'en-US' = 'zh-TW', search = '', state?: unknown) {
  resetStub('/', lang);
  router.reset(`/auth/login${search}`, lang, state);
  vi.spyOn(history, 'push').mockClear();
  vi.spyOn(history, 'replace').mockClear();
  modelLogin = vi.fn().mockResolvedValue(null);
  setModels({ auth: { login: modelLogin, isAuthenticated: false, isLoading: false } });
  humanStub.resets = 0;
  const user = userEvent.setup({ delay: null });
  render(<LoginPage />);
  return user;
}

const field = (label: string) => screen.getByLabelText(label);

async function fill(user: ReturnType<typeof userEvent.setup>, username: string, password: string) {
  if (username) await user.type(field(msg('auth.field.username')), username);
  if (password) await user.type(field(msg('auth.field.password')), password);
}

describe('login page', () => {
  beforeEach(() => {
    loginApi.mockReset();
    vi.mocked(toast.success).mockClear();
  });

  it('has real labels, the remember box, the forgot-password and register links', () => {
    setup();
    expect(field('遊戲帳號')).toHaveAttribute('id', 'login_username');
    expect(field('密碼')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('checkbox', { name: '記住我' })).toBeChecked();
    expect(screen.getByRole('link', { name: '忘記密碼？' })).toHaveAttribute('href', '/auth/forgot-password');
    expect(screen.getByRole('link', { name: '立即註冊' })).toHaveAttribute('href', '/auth/register');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('登入冒險');
  });

  it('puts the focus in the account field once the page is painted, unless the visitor is elsewhere', async () => {
    setup();
    // Not during the render itself (that would lay the whole page out inside the render's task).
    expect(document.activeElement).toBe(document.body);
    await waitFor(() => expect(field('遊戲帳號')).toHaveFocus());
  });

  it('leaves the focus alone when the visitor has already moved it', async () => {
    const user = setup();
    await user.click(field('密碼'));
    await new Promise((r) => setTimeout(r, 50));
    expect(field('密碼')).toHaveFocus();
  });

  it('shows the required messages and does not call the API on an empty submit', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: /登入/ }));
    expect(await screen.findByText('請輸入帳號')).toBeInTheDocument();
    expect(screen.getByText('請輸入密碼')).toBeInTheDocument();
    expect(screen.getByText('請完成真人驗證')).toBeInTheDocument();
    expect(loginApi).not.toHaveBeenCalled();
  });

  it('checks username length, characters and the 6-character password minimum', async () => {
    const user = setup();
    await fill(user, 'abc', '12345');
    await user.click(screen.getByRole('button', { name: /登入/ }));
    expect(await screen.findByText('帳號長度須為 5-12 個字元')).toBeInTheDocument();
    expect(await screen.findByText('密碼至少需要 6 個字元')).toBeInTheDocument();
    await user.clear(field('遊戲帳號'));
    await user.type(field('遊戲帳號'), 'abc_d!');
    expect(await screen.findByText('帳號只能包含英文字母和數字')).toBeInTheDocument();
    expect(screen.queryByText('帳號長度須為 5-12 個字元')).not.toBeInTheDocument();
  });

  it('shows the messages in English too', async () => {
    const user = setup('en-US');
    await user.click(screen.getByRole('button', { name: /log in/i }));
    expect(await screen.findByText('Please enter username')).toBeInTheDocument();
    expect(screen.getByText('Please enter password')).toBeInTheDocument();
    expect(screen.getByText('Please complete the human verification')).toBeInTheDocument();
    await fill(user, 'ab', '123');
    expect(await screen.findByText('Username length must be 5-12 characters')).toBeInTheDocument();
    expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument();
  });

  it('logs in with remember me unchecked, passes that choice to the auth model and returns to ?from', async () => {
    const user = setup('zh-TW', '?from=%2Franking');
    loginApi.mockResolvedValue(TOKENS);
    await fill(user, 'player01', 'secret123');
    await user.click(screen.getByRole('checkbox', { name: '記住我' }));
    await user.click(screen.getByText('solve human check'));
    await user.click(screen.getByRole('button', { name: /登入/ }));
    await waitFor(() => expect(history.replace).toHaveBeenCalledWith('/ranking'));
    expect(loginApi).toHaveBeenCalledWith({ username: 'player01', password: 'secret123', turnstile_token: 'solved-payload' });
    expect(modelLogin).toHaveBeenCalledWith(TOKENS, false);
    expect(toast.success).toHaveBeenCalledWith('登入成功，歡迎回來！');
  });

  it('keeps remember me checked by default and prefers the navigation state origin; Enter submits', async () => {
    const user = setup('zh-TW', '?from=%2Fvote', { from: { pathname: '/shop', search: '?tab=new' } });
    loginApi.mockResolvedValue(TOKENS);
    await user.click(screen.getByText('solve human check'));
    await fill(user, 'player01', 'secret123{Enter}');
    await waitFor(() => expect(history.replace).toHaveBeenCalledWith('/shop?tab=new'));
    expect(modelLogin).toHaveBeenCalledWith(TOKENS, true);
  });

  it('goes to / without an origin', async () => {
    const user = setup();
    loginApi.mockResolvedValue(TOKENS);
    await user.click(screen.getByText('solve human check'));
    await fill(user, 'player01', 'secret123{Enter}');
    await waitFor(() => expect(history.replace).toHaveBeenCalledWith('/'));
  });

  it.each([
    ['wrong password', new ApiError(ErrorCode.LOGIN_FAILED, 401, '登入失敗：請檢查帳號和密碼。'), '登入失敗：請檢查帳號和密碼。'],
    ['banned with reason', new ApiError(ErrorCode.ACCOUNT_BANNED, 403, '此帳號已被停權。原因：使用外掛'), '此帳號已被停權。原因：使用外掛'],
    ['rate limited', new ApiError(ErrorCode.TOO_MANY_REQUESTS, 429, '請求過於頻繁，請稍後再試'), '請求過於頻繁，請稍後再試'],
    ['no server message', new ApiError(ErrorCode.LOGIN_FAILED, 401, ''), '登入失敗：請檢查帳號和密碼'],
  ])('shows the server message (%s), keeps the input and resets the human check', async (_name, error, shown) => {
    const user = setup();
    loginApi.mockRejectedValue(error);
    await fill(user, 'player01', 'badpass1');
    await user.click(screen.getByText('solve human check'));
    await user.click(screen.getByRole('button', { name: /登入/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(shown);
    expect(humanStub.resets).toBe(1);
    expect(modelLogin).not.toHaveBeenCalled();
    expect(field('遊戲帳號')).toHaveValue('player01');
    expect(screen.getByText('solve human check')).toHaveAttribute('data-solved', 'no');
  });

  it('shows a failed human check and asks for a new one', async () => {
    const user = setup();
    loginApi.mockRejectedValue(new ApiError(ErrorCode.HUMAN_CHECK_FAILED, 400, '真人驗證失敗，請重新驗證'));
    await fill(user, 'player01', 'secret123');
    await user.click(screen.getByText('solve human check'));
    await user.click(screen.getByRole('button', { name: /登入/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('真人驗證失敗，請重新驗證');
    expect(humanStub.resets).toBe(1);
  });

  it('fills the username handed over by the register page and says so', () => {
    setup('en-US', '', { username: 'newbie01', registered: true });
    expect(field('Game account')).toHaveValue('newbie01');
    expect(screen.getByText('Account created! Log in as newbie01')).toBeInTheDocument();
  });
});
