/**
 * The console's Notices screen in the browser, through its real service (umi `request` answered
 * by the stand-in's stubRequest): the state tabs ask the server; a new notice needs a title and a
 * body, previews each language as the server sanitized it, and "Save and publish" writes then
 * publishes; delete asks first; a refusal is the server's message in a toast.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { UmiStubProvider } from '../../support/umi-max';
import { consoleApi, ok, refuse, type Handler, type Opts } from './consoleApi';
import { ErrorCode } from '../../../config/codes';

vi.mock('@/lib/toast', () => {
  const toast = Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn(), loading: vi.fn(), custom: vi.fn(), dismiss: vi.fn() });
  return { toast, default: toast };
});

const { toast } = await import('@/lib/toast');
const NoticesPage = (await import('@/pages/admin/notices/index')).default;


const notice = (id: number, state: 'draft' | 'scheduled' | 'published', extra: Record<string, unknown> = {}) => ({
  id, category: 'event', titleZh: `公告${id}`, titleEn: `Notice ${id}`, author: 'GM Leaf', state, pinned: false,
  publishAt: state === 'draft' ? null : '2026-12-01T09:00:00Z', createdAt: '2026-11-01T00:00:00Z', updatedAt: '2026-11-02T00:00:00Z', views: 12, ...extra,
});

let routes: Record<string, Handler>;
let calls: (key: string) => Opts[];

beforeEach(() => {
  ({ routes, calls } = consoleApi('/admin/notices'));
  routes['GET /api/v1/admin/notices'] = () => ok({ items: [notice(1, 'published'), notice(2, 'draft'), notice(3, 'scheduled')], total: 3, page: 1, size: 20 });
});

const renderPage = () =>
  render(
    <UmiStubProvider>
      <NoticesPage />
    </UmiStubProvider>,
  );

describe('notices', () => {
  it('lists every state, and a state tab asks the server for that state', async () => {
    renderPage();
    const draft = await screen.findByTestId('admin-notice-2');
    expect(within(draft).getByText('Draft')).toBeInTheDocument();
    expect(within(draft).getByTestId('admin-notice-publish-2')).toBeInTheDocument();
    // Players see notice 1 already: it can be taken back, not published again.
    const published = screen.getByTestId('admin-notice-1');
    expect(within(published).queryByTestId('admin-notice-publish-1')).toBeNull();
    expect(within(published).getByTestId('admin-notice-unpublish-1')).toBeInTheDocument();
    expect(within(screen.getByTestId('admin-notice-3')).getByText(/Scheduled · from/)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('tab', { name: 'Scheduled' }));
    await waitFor(() => expect(calls('GET /api/v1/admin/notices').at(-1)?.params).toMatchObject({ status: 'scheduled', page: 1 }));
  }, 60_000);

  it('a new notice needs a title and a body, previews as the server sanitized it, then is saved and published', async () => {
    routes['POST /api/v1/admin/notices/preview'] = () => ok({ zh: { title: 'Maintenance', summary: 'Down', body: '<p>Down</p>' }, en: { title: 'Maintenance', summary: 'Down', body: '<p>Down</p>' } });
    routes['POST /api/v1/admin/notices'] = (o) => ok({ notice: { ...notice(9, 'draft'), ...o.data, bodyZh: '', bodyEn: '<p>Down</p>' }, auditId: 4 });
    routes['POST /api/v1/admin/notices/9/publish'] = () => ok({ notice: { ...notice(9, 'published', { titleEn: 'Maintenance', titleZh: '' }), bodyZh: '', bodyEn: '<p>Down</p>' }, auditId: 5 });
    renderPage();
    fireEvent.click(await screen.findByTestId('admin-notice-new'));
    await screen.findByLabelText('Title (English)', {}, { timeout: 5000 });
    fireEvent.click(screen.getByTestId('admin-notice-save'));
    expect((await screen.findAllByText('Write a title in at least one language', {}, { timeout: 10_000 })).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Write a body in at least one language').length).toBeGreaterThan(0);
    expect(calls('POST /api/v1/admin/notices')).toEqual([]);

    fireEvent.change(screen.getByLabelText('Title (English)'), { target: { value: 'Maintenance' } });
    fireEvent.change(screen.getByLabelText('Body (English, HTML)'), { target: { value: '<p>Down<script>x()</script></p>' } });
    fireEvent.click(screen.getByRole('tab', { name: 'Preview (中文)' }));
    const preview = await screen.findByTestId('admin-notice-preview');
    expect(within(preview).getByTestId('notice-body').innerHTML).toBe('<p>Down</p>');
    expect(calls('POST /api/v1/admin/notices/preview')[0].data).toMatchObject({ titleEn: 'Maintenance', bodyEn: '<p>Down<script>x()</script></p>', titleZh: '' });

    fireEvent.click(screen.getByTestId('admin-notice-save-publish'));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Published: players see "Maintenance" now.'));
    expect(calls('POST /api/v1/admin/notices')[0].data).toMatchObject({ category: 'event', titleEn: 'Maintenance', bodyEn: '<p>Down<script>x()</script></p>', pinned: false });
    expect(calls('POST /api/v1/admin/notices/9/publish')).toHaveLength(1);
  }, 60_000);

  it('delete asks first; a refused publish says the server’s message', async () => {
    routes['DELETE /api/v1/admin/notices/2'] = () => ok({ id: 2, auditId: 6 });
    routes['POST /api/v1/admin/notices/3/publish'] = () => {
      throw refuse(409, ErrorCode.NOTICE_ALREADY_PUBLISHED, 'Players already see this notice.');
    };
    renderPage();
    fireEvent.click(await screen.findByTestId('admin-notice-delete-2'));
    expect(calls('DELETE /api/v1/admin/notices/2')).toEqual([]);
    fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Notice deleted.'));
    expect(calls('DELETE /api/v1/admin/notices/2')).toHaveLength(1);

    fireEvent.click(screen.getByTestId('admin-notice-publish-3'));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Players already see this notice.'));
  }, 60_000);
});
