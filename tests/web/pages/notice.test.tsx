/**
 * Notice pages: the list's category tabs and load more (appends, URL keeps the
 * loaded count, hidden once all are loaded), restoring a list from the URL, and
 * the detail (meta, sanitized body rendered, Back to the same place, not found).
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { history, router } from '../../support/umi-max';
import { translate, type Lang } from '../../../locales';
import type { NoticeSummary } from '../../../src/services/notice';

vi.setConfig({ testTimeout: 60_000 });
vi.mock('@/services/notice', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../src/services/notice')>();
  return { ...real, fetchNotices: vi.fn(), fetchNotice: vi.fn() };
});

const { fetchNotices, fetchNotice } = (await import('@/services/notice')) as unknown as {
  fetchNotices: ReturnType<typeof vi.fn>;
  fetchNotice: ReturnType<typeof vi.fn>;
};
const { ApiError } = await import('../../../src/services/client');
const { default: NoticeListPage } = await import('../../../src/pages/notice/index');
const { default: NoticeDetailPage } = await import('../../../src/pages/notice/detail/index');
const { clearNoticeCache } = await import('../../../src/pages/notice/useNoticeList');

const t = (lang: Lang, id: string, values?: Record<string, string | number>) => translate(lang, id, values);
const CATEGORIES = ['guide', 'event', 'maintenance', 'important'] as const;

function notice(id: number, category: NoticeSummary['category'] = CATEGORIES[id % 4]): NoticeSummary {
  return {
    id,
    category,
    title: `Notice ${id}`,
    summary: `Summary of ${id}`,
    author: 'GM Leaf',
    publishTime: `2025-01-${String(30 - id).padStart(2, '0')} 08:00:00`,
    updateTime: `2025-01-${String(30 - id).padStart(2, '0')} 08:00:00`,
    views: 1000 + id,
    pinned: id === 1,
  };
}

/** A fake server with `total` notices of mixed categories. */
function serve(total: number) {
  const all = Array.from({ length: total }, (_, i) => notice(i + 1));
  fetchNotices.mockImplementation(async ({ category = 'all', page = 1, size = 6 }) => {
    const list = all.filter((n) => category === 'all' || n.category === category);
    return { items: list.slice((page - 1) * size, page * size), total: list.length, page, size };
  });
  return all;
}

const cardTitles = () => screen.getAllByTestId('notice-link').map((a) => a.textContent);

/**
 * Presses "load more" once it has stopped spinning, as a player does: antd's button drops
 * its loading state an effect after the list has grown, and ignores a press until then.
 */
async function pressLoadMore() {
  const button = screen.getByTestId('notice-load-more');
  await waitFor(() => expect(button).not.toHaveClass('ant-btn-loading'));
  fireEvent.click(button);
}

beforeEach(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  clearNoticeCache();
  fetchNotices.mockReset();
  fetchNotice.mockReset();
});
afterEach(() => router.reset('/'));

describe('notice list', () => {
  it('shows the first page with category, title, summary, publish time and views, then loads more until all are shown', async () => {
    serve(14);
    router.reset('/notice', 'en-US');
    render(<NoticeListPage />);
    await waitFor(() => expect(screen.getAllByTestId('notice-card')).toHaveLength(6));
    expect(fetchNotices).toHaveBeenLastCalledWith({ category: 'all', page: 1, size: 6 });
    const first = screen.getAllByTestId('notice-card')[0];
    expect(within(first).getByTestId('notice-category')).toHaveTextContent(t('en-US', 'notice.category.event'));
    expect(first).toHaveTextContent('Notice 1');
    expect(first).toHaveTextContent('Summary of 1');
    expect(first).toHaveTextContent(t('en-US', 'notice.pinned'));
    expect(within(first).getByTestId('notice-views')).toHaveTextContent('1,001 views');
    expect(within(first).getByRole('time')).toHaveAttribute('datetime', '2025-01-29T08:00:00Z');

    await pressLoadMore();
    await waitFor(() => expect(screen.getAllByTestId('notice-card')).toHaveLength(12));
    expect(fetchNotices).toHaveBeenLastCalledWith({ category: 'all', page: 2, size: 6 });
    expect(cardTitles().slice(0, 7)).toEqual(['Notice 1', 'Notice 2', 'Notice 3', 'Notice 4', 'Notice 5', 'Notice 6', 'Notice 7']);
    // The loaded count goes into the URL (replace, not a new history entry).
    expect(router.url).toBe('/notice?count=12');
    expect(router.stack).toHaveLength(1);

    await pressLoadMore();
    await waitFor(() => expect(screen.getAllByTestId('notice-card')).toHaveLength(14));
    expect(screen.queryByTestId('notice-load-more')).toBeNull();
    expect(screen.getByTestId('notice-all-loaded')).toHaveTextContent(t('en-US', 'notice.allLoaded', { total: 14 }));
    expect(router.url).toBe('/notice?count=14');
  });

  it('hides load more when the first page holds everything', async () => {
    serve(4);
    router.reset('/notice');
    render(<NoticeListPage />);
    await waitFor(() => expect(screen.getAllByTestId('notice-card')).toHaveLength(4));
    expect(screen.queryByTestId('notice-load-more')).toBeNull();
  });

  it('switches category through the URL and restores category and loaded count from it', async () => {
    serve(60);
    router.reset('/notice');
    const view = render(<NoticeListPage />);
    await waitFor(() => expect(screen.getAllByTestId('notice-card')).toHaveLength(6));

    fireEvent.click(screen.getByTestId('notice-tab-guide'));
    expect(router.url).toBe('/notice?category=guide');
    await waitFor(() => expect(fetchNotices).toHaveBeenLastCalledWith({ category: 'guide', page: 1, size: 6 }));
    await waitFor(() => expect(screen.getAllByTestId('notice-category').every((el) => el.getAttribute('data-category') === 'guide')).toBe(true));
    expect(screen.getByTestId('notice-tab-guide')).toHaveAttribute('aria-selected', 'true');

    await pressLoadMore();
    await waitFor(() => expect(router.url).toBe('/notice?category=guide&count=12'));
    const shown = cardTitles();

    // Open a notice, then come back: same category, same loaded notices, same scroll position.
    Object.defineProperty(window, 'scrollY', { value: 640, configurable: true });
    fireEvent.click(screen.getAllByTestId('notice-link')[8]);
    expect(router.location.pathname).toBe(`/notice/${shown[8]!.replace('Notice ', '')}`);
    expect(router.location.state).toEqual({ fromList: '/notice?category=guide&count=12' });
    view.unmount(); // the router swaps the page out
    history.back();
    expect(router.url).toBe('/notice?category=guide&count=12');
    render(<NoticeListPage />);
    await waitFor(() => expect(cardTitles()).toEqual(shown));
    await waitFor(() => expect(window.scrollTo).toHaveBeenCalledWith(0, 640));
  });

  it('loads every page the URL asks for on arrival (a shared or reloaded link)', async () => {
    serve(30);
    router.reset('/notice?category=all&count=18');
    render(<NoticeListPage />);
    await waitFor(() => expect(screen.getAllByTestId('notice-card')).toHaveLength(18));
    expect(fetchNotices.mock.calls.map((c) => c[0])).toEqual([
      { category: 'all', page: 1, size: 6 },
      { category: 'all', page: 2, size: 6 },
      { category: 'all', page: 3, size: 6 },
    ]);
  });

  it('shows the empty and error states', async () => {
    fetchNotices.mockResolvedValueOnce({ items: [], total: 0, page: 1, size: 6 });
    router.reset('/notice?category=maintenance', 'en-US');
    const view = render(<NoticeListPage />);
    expect(await screen.findByTestId('notice-empty')).toHaveTextContent(t('en-US', 'notice.empty'));
    view.unmount();

    clearNoticeCache();
    serve(3);
    fetchNotices.mockRejectedValueOnce(new Error('down'));
    router.reset('/notice', 'en-US');
    render(<NoticeListPage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(t('en-US', 'notice.loadFailed'));
    fireEvent.click(within(alert).getByRole('button'));
    await waitFor(() => expect(screen.getAllByTestId('notice-card')).toHaveLength(3));
  });
});

describe('notice detail', () => {
  const detail = {
    ...notice(3, 'maintenance'),
    updateTime: '2025-01-28 09:30:00',
    body: '<h3>Schedule</h3><p>Servers are <strong>down</strong>.</p><ul><li>06:00</li></ul>',
  };

  it('shows category, title, author, publish and update time, views and the body', async () => {
    fetchNotice.mockResolvedValue(detail);
    router.reset('/notice/3', 'en-US');
    router.params = { id: '3' };
    render(<NoticeDetailPage />);
    const article = await screen.findByTestId('notice-detail');
    expect(fetchNotice).toHaveBeenCalledWith('3');
    expect(within(article).getByRole('heading', { level: 1 })).toHaveTextContent('Notice 3');
    expect(within(article).getByTestId('notice-category')).toHaveTextContent(t('en-US', 'notice.category.maintenance'));
    expect(screen.getByTestId('notice-author')).toHaveTextContent('GM Leaf');
    expect(screen.getByTestId('notice-publish-time').textContent).toMatch(/^2025-01-2[67] \d\d:\d\d$/);
    expect(screen.getByTestId('notice-update-time').textContent).toMatch(/^2025-01-2[89] \d\d:\d\d$/);
    expect(screen.getByTestId('notice-detail-views')).toHaveTextContent('1,003');
    const body = screen.getByTestId('notice-body');
    expect(within(body).getByRole('heading', { level: 3 })).toHaveTextContent('Schedule');
    expect(within(body).getByText('down').tagName).toBe('STRONG');
  });

  it('goes back in history when opened from the list, else to the list', async () => {
    fetchNotice.mockResolvedValue(detail);
    router.reset('/notice?category=event&count=12');
    history.push('/notice/3', { fromList: '/notice?category=event&count=12' });
    router.params = { id: '3' };
    const view = render(<NoticeDetailPage />);
    await screen.findByTestId('notice-detail');
    fireEvent.click(screen.getAllByTestId('notice-back')[0]);
    expect(router.url).toBe('/notice?category=event&count=12');
    expect(router.stack).toHaveLength(2); // went back, no new entry
    view.unmount();

    router.reset('/notice/3');
    render(<NoticeDetailPage />);
    await screen.findByTestId('notice-detail');
    fireEvent.click(screen.getAllByTestId('notice-back')[0]);
    expect(router.url).toBe('/notice');
  });

  it('shows "Notice not found or deleted" for a missing notice', async () => {
    fetchNotice.mockRejectedValue(new ApiError(40400, 404, 'Notice not found or deleted'));
    router.reset('/notice/999', 'en-US');
    router.params = { id: '999' };
    render(<NoticeDetailPage />);
    const state = await screen.findByTestId('notice-not-found');
    expect(state).toHaveTextContent('Notice not found or deleted');
    expect(state).toHaveTextContent(t('en-US', 'notice.notFoundHint'));

    router.params = { id: 'abc' };
    router.reset('/notice/abc', 'zh-TW');
  });

  it('treats a non-numeric id as not found without calling the API', async () => {
    router.reset('/notice/abc', 'zh-TW');
    router.params = { id: 'abc' };
    render(<NoticeDetailPage />);
    expect(await screen.findByTestId('notice-not-found')).toHaveTextContent(t('zh-TW', 'notice.notFound'));
    expect(fetchNotice).not.toHaveBeenCalled();
  });
});
