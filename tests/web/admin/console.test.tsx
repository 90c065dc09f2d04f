/**
 * The operator console in the browser: who gets in (a player sees the not-allowed page, a
 * guest goes to the login), the Accounts screen through its real service (umi `request`
 * answered by the stand-in's stubRequest) with a ban that first needs the password again,
 * and the audit log's filters and before → after.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes, history, setModels, UmiStubProvider } from '../../support/umi-max';
import { ErrorCode } from '../../../config/codes';
import { consoleApi, ok, refuse, type Handler, type Opts } from './consoleApi';

vi.mock('@/lib/toast', () => {
  const toast = Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn(), loading: vi.fn(), custom: vi.fn(), dismiss: vi.fn() });
  return { toast, default: toast };
});

const { toast } = await import('@/lib/toast');
const OperatorRequired = (await import('@/wrappers/operatorRequired')).default;
const AccountsPage = (await import('@/pages/admin/accounts/index')).default;
const AuditPage = (await import('@/pages/admin/audit/index')).default;
const { ReauthProvider } = await import('@/pages/admin/components/Reauth');

const row = (id: number, name: string, extra: Record<string, unknown> = {}) => ({
  id, name, email: `${name}@example.net`, createdAt: '2026-01-02T03:04:05Z', lastLogin: '2026-11-20T10:00:00Z', lastIp: '203.0.113.7',
  loggedIn: 0, banned: false, banReason: null, tempbanUntil: null, operator: false, characters: 2, ...extra,
});
const currencies = { nxCredit: 25000, maplePoint: 3000, nxPrepaid: 12000, rewardPoints: 18, votePoints: 42 };
const none = { nxCredit: 0, maplePoint: 0, nxPrepaid: 0, rewardPoints: 0, votePoints: 0 };
const detail = (account: ReturnType<typeof row>) => ({
  account, currencies, pendingCredits: none, billingDays: 30,
  characters: [{ id: 1, name: 'DemoHero', level: 120, job: 112, map: 100000000, gm: 0, world: 0 }],
  invites: { codes: 1, unusedCodes: 1, invitees: 0, invitedBy: null },
  log: [{ id: 9, action: 'login', detail: null, ip: '203.0.113.7', createdAt: '2026-11-20T10:00:00Z' }],
});

/**
 * A dialog found by its title. (Not by role and name: under jsdom antd gives every dialog the
 * same generated id, so aria-labelledby names them all after the first one.)
 */
const dialogTitled = async (title: string) => (await screen.findByText(title, { selector: '.ant-modal-title' })).closest('[role="dialog"]') as HTMLElement;

let routes: Record<string, Handler>;
let calls: (key: string) => Opts[];

beforeEach(() => {
  ({ routes, calls } = consoleApi('/admin/accounts'));
});

describe('who gets into the console', () => {
  const renderGuard = () =>
    render(
      <UmiStubProvider>
        <Routes>
          <Route path="/admin/*" element={<OperatorRequired />}>
            <Route path="accounts" element={<p>console screen</p>} />
          </Route>
          <Route path="/auth/login" element={<p>login page</p>} />
        </Routes>
      </UmiStubProvider>,
    );

  it('a player sees the not-allowed page, not the screen', async () => {
    setModels({ auth: { isAuthenticated: true, isLoading: false, user: { username: 'demo01', operator: false } } });
    renderGuard();
    expect(await screen.findByTestId('not-allowed')).toHaveTextContent('Operators only');
    expect(screen.queryByText('console screen')).toBeNull();
  });

  it('a guest goes to the login page, an operator gets the screen', async () => {
    renderGuard();
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(history.location.search).toContain(encodeURIComponent('/admin/accounts'));
  });

  it('an operator gets the screen', async () => {
    setModels({ auth: { isAuthenticated: true, isLoading: false, user: { username: 'admin01', operator: true } } });
    renderGuard();
    expect(await screen.findByText('console screen')).toBeInTheDocument();
  });
});

describe('accounts', () => {
  it('searches on the server, opens an account, and bans it after the password is asked again', async () => {
    let account = row(2, 'demo02');
    let stale = true;
    routes['GET /api/v1/admin/accounts'] = () => ok({ items: [row(1, 'demo01'), account], total: 2, page: 1, size: 20 });
    routes['GET /api/v1/admin/accounts/2'] = () => ok(detail(account));
    routes['POST /api/v1/admin/accounts/2/ban'] = (o) => {
      if (stale) throw refuse(403, ErrorCode.ADMIN_REAUTH_NEEDED, 'Enter your password again.');
      account = row(2, 'demo02', { banned: true, banReason: String(o.data?.reason) });
      return ok({ account, auditId: 5 });
    };
    routes['POST /api/v1/admin/reauth'] = (o) => {
      if (o.data?.password !== 'admin1234') throw refuse(401, ErrorCode.LOGIN_FAILED, 'Wrong password.');
      stale = false;
      return ok({ validUntil: '2026-11-27T12:30:00Z' });
    };
    render(
      <UmiStubProvider>
        <ReauthProvider>
          <AccountsPage />
        </ReauthProvider>
      </UmiStubProvider>,
    );
    await screen.findByTestId('admin-account-demo02');
    fireEvent.change(screen.getByPlaceholderText('Name, e-mail, IP or character'), { target: { value: 'demo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(calls('GET /api/v1/admin/accounts').at(-1)?.params).toMatchObject({ q: 'demo', page: 1, size: 20 }));

    fireEvent.click(screen.getByTestId('admin-account-demo02'));
    const drawer = await screen.findByTestId('admin-account-holdings');
    expect(within(drawer).getByTestId('admin-holding-nxCredit')).toHaveTextContent('25,000');
    expect(screen.getByText('Hero')).toBeInTheDocument();

    fireEvent.click(screen.getByTestId('admin-action-ban'));
    const dialog = await dialogTitled('Ban this account');
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Botting in Henesys' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ban' }));

    // The server wants the password again: asked, a wrong one is said on the field, the right one retries the ban.
    const ask = await dialogTitled('Confirm it is you');
    fireEvent.change(within(ask).getByLabelText('Your password'), { target: { value: 'nope123' } });
    fireEvent.click(within(ask).getByRole('button', { name: 'Confirm' }));
    expect(await within(ask).findByText('Wrong password.')).toBeInTheDocument();
    fireEvent.change(within(ask).getByLabelText('Your password'), { target: { value: 'admin1234' } });
    fireEvent.click(within(ask).getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('demo02 is banned; its sessions have ended.'));
    expect(calls('POST /api/v1/admin/accounts/2/ban').map((o) => o.data)).toEqual([{ reason: 'Botting in Henesys' }, { reason: 'Botting in Henesys' }]);
    expect(await screen.findByTestId('admin-action-unban')).toBeInTheDocument();
  }, 30_000);

  it('a refused adjustment is said in a toast and the dialog stays open', async () => {
    const account = row(2, 'demo02');
    routes['GET /api/v1/admin/accounts'] = () => ok({ items: [account], total: 1, page: 1, size: 20 });
    routes['GET /api/v1/admin/accounts/2'] = () => ok(detail(account));
    routes['POST /api/v1/admin/accounts/2/adjust'] = () => {
      throw refuse(409, ErrorCode.UNPROCESSABLE, 'The balance cannot go below zero.');
    };
    render(
      <UmiStubProvider>
        <ReauthProvider>
          <AccountsPage />
        </ReauthProvider>
      </UmiStubProvider>,
    );
    fireEvent.click(await screen.findByTestId('admin-account-demo02'));
    fireEvent.click(await screen.findByTestId('admin-action-adjust'));
    const dialog = await dialogTitled('Adjust a currency or game days');
    fireEvent.mouseDown(within(dialog).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('NX Credit'));
    fireEvent.change(within(dialog).getByLabelText('Amount'), { target: { value: '-999999' } });
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Refund reversal' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('The balance cannot go below zero.'));
    expect(calls('POST /api/v1/admin/accounts/2/adjust')[0].data).toEqual({ currency: 'nxCredit', amount: -999999, reason: 'Refund reversal' });
    expect(await dialogTitled('Adjust a currency or game days')).toBeVisible();
  }, 30_000);
});

describe('audit log', () => {
  it('sends the filters to the server and shows a row before and after', async () => {
    routes['GET /api/v1/admin/audit'] = () =>
      ok({
        items: [
          { id: 7, operatorId: 4, operatorName: 'admin01', at: '2026-11-27T11:00:00Z', ip: '127.0.0.1', action: 'account.ban', targetType: 'account', targetId: '2', targetLabel: 'demo02', before: '{"banned":0}', after: '{"banned":1,"banreason":"Botting"}', reason: 'Botting' },
        ],
        total: 1, page: 1, size: 20,
      });
    render(
      <UmiStubProvider>
        <AuditPage />
      </UmiStubProvider>,
    );
    expect(await screen.findByText('demo02', { exact: false })).toBeInTheDocument();
    expect(screen.getAllByText('Ban').length).toBeGreaterThan(0);
    // The action filter offers every recorded action by its label, the shop's too.
    fireEvent.mouseDown(screen.getByLabelText('Action'));
    fireEvent.change(screen.getByLabelText('Action'), { target: { value: 'shop item' } });
    expect((await screen.findAllByTitle('Shop item edited')).length).toBeGreaterThan(0);
    fireEvent.change(screen.getByLabelText('Action'), { target: { value: 'notice' } });
    expect((await screen.findAllByTitle('Any notice change')).length).toBeGreaterThan(0);
    fireEvent.change(screen.getByLabelText('Action'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Operator'), { target: { value: 'admin01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(calls('GET /api/v1/admin/audit').at(-1)?.params).toMatchObject({ operator: 'admin01', page: 1 }));
    fireEvent.click(screen.getByRole('button', { name: /expand row/i }));
    const change = await screen.findByTestId('admin-audit-change-7');
    expect(change).toHaveTextContent('"banned": 0');
    expect(change).toHaveTextContent('"banreason": "Botting"');
  }, 30_000);
});
