/**
 * The console's Dashboard in the browser: today's figures and the server status from the one
 * endpoint, a chart per series over the 30 days (the chart library stands in as a list, jsdom
 * has no canvas), and a failed load that says so and loads again on "Try again".
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setStubLocale, stubRequest, UmiStubProvider } from '../../support/umi-max';
import { ok } from './consoleRequests';
import { resetPageModels } from '../pages/pageModels';

vi.mock('@ant-design/plots', () => ({
  Column: ({ data }: { data: Array<{ day: string; value: number }> }) => (
    <ol data-testid="chart-stand-in">
      {data.map((d) => (
        <li key={d.day}>{`${d.day}:${d.value}`}</li>
      ))}
    </ol>
  ),
}));

const request = vi.fn();
const DashboardPage = (await import('@/pages/admin/dashboard/index')).default;

const days = Array.from({ length: 30 }, (_, i) => new Date(Date.UTC(2026, 10, 1 + i)).toISOString().slice(0, 10));
const flat = (n: number) => Array.from({ length: 30 }, (_, i) => (i === 29 ? n : 1));
const dashboard = {
  days,
  timezone: 'Asia/Taipei',
  series: { registrations: flat(12), logins: flat(140), votes: flat(61), nxSold: flat(24000), cardsRedeemed: flat(3), checkins: flat(88) },
  today: { registrations: 12, logins: 140, votes: 61, nxSold: 24000, cardsRedeemed: 3, checkins: 88, gameLogins: 97 },
  status: {
    status: '正常',
    state: 'online',
    count: 183,
    invite: false,
    exp_rate: 2,
    meso_rate: 2.5,
    drop_rate: 1,
    boss_rate: 2.5,
    server_time: '2026-11-30 20:15:00',
    timezone: 'Asia/Taipei',
    version: '1.1.0',
    uptime: 277_020,
    uptime_since: '2026-11-27 11:18:00',
    checked_at: '2026-11-30 12:15:00',
    events: [],
  },
};
const failure = () =>
  Object.assign(new Error('down'), { response: { status: 503, data: { code: 50300, message: 'The database is not reachable.', data: null } } });

beforeEach(() => {
  resetPageModels('/admin/dashboard');
  setStubLocale('en-US');
  vi.mocked(request).mockReset();
  stubRequest(request);
});

const renderPage = () =>
  render(
    <UmiStubProvider>
      <DashboardPage />
    </UmiStubProvider>,
  );

describe('dashboard', () => {
  it("shows today's figures, the server status and a 30-day chart per series", async () => {
    vi.mocked(request).mockResolvedValue(ok(dashboard) as never);
    renderPage();
    const today = await screen.findByTestId('admin-dashboard-today');
    await waitFor(() => expect(within(today).getByTestId('admin-dashboard-today-nxSold')).toHaveTextContent('24,000'));
    expect(within(today).getByText('In game now').closest('.ant-card')).toHaveTextContent('183');
    expect(within(today).getByText('Game logins').closest('.ant-card')).toHaveTextContent('97');
    expect(screen.getByText('Today (2026-11-30)')).toBeInTheDocument();
    expect(screen.getByTestId('admin-dashboard-state')).toHaveTextContent('Online');
    expect(screen.getByText('3d 4h 57m')).toBeInTheDocument();

    const charts = screen.getByTestId('admin-dashboard-charts');
    expect(await within(charts).findAllByTestId('chart-stand-in')).toHaveLength(6);
    const nx = within(charts).getByTestId('admin-dashboard-chart-nxSold');
    expect(nx).toHaveTextContent('NX sold in the shop');
    expect(nx).toHaveTextContent('30 days: 24,029');
    expect(within(nx).getAllByRole('listitem')).toHaveLength(30);
    expect(within(nx).getAllByRole('listitem').at(-1)).toHaveTextContent('11-30:24000');
  });

  it('says when the figures cannot be loaded, and loads them again', async () => {
    vi.mocked(request)
      .mockRejectedValueOnce(failure() as never)
      .mockResolvedValue(ok(dashboard) as never);
    renderPage();
    const error = await screen.findByTestId('admin-dashboard-error');
    expect(error).toHaveTextContent('The figures could not be loaded.');
    expect(error).toHaveTextContent('The database is not reachable.');
    fireEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Today (2026-11-30)')).toBeInTheDocument();
    expect(screen.queryByTestId('admin-dashboard-error')).toBeNull();
  });
});
