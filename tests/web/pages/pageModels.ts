/**
 * The models most page tests start from (logged out, server status still loading), set on the
 * '@umijs/max' stand-in after a fresh start in zh-TW.
 */
import { vi } from 'vitest';
import { resetStub, setModels } from '../../support/umi-max';

export function resetPageModels(url = '/') {
  resetStub(url, 'zh-TW');
  setModels({
    auth: { isAuthenticated: false, isLoading: false, user: null },
    serverStatus: { status: null, loading: true, error: null, fetchState: 'loading', refresh: vi.fn() },
  });
}
