/**
 * The console's Shop screen in the browser: a catalogue row's price is edited in place and
 * saved with what the operator was looking at; a save refused because the entry changed
 * meanwhile says so and reloads the table; the carousel preview shows only the posters that
 * players see now.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { UmiStubProvider } from '../../support/umi-max';
import { consoleApi, ok, refuse, type Handler, type Opts } from './consoleApi';
import { ErrorCode } from '../../../config/codes';

// The screen's toasts are what the tests read.
vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
const { toast } = await import('@/lib/toast');
const { ReauthProvider } = await import('@/pages/admin/components/Reauth');
const CatalogueTable = (await import('@/pages/admin/shop/CatalogueTable')).default;
const PosterTable = (await import('@/pages/admin/shop/PosterTable')).default;
let routes: Record<string, Handler>;
let calls: (key: string) => Opts[];

const item = (extra: Record<string, unknown> = {}) => ({
  id: 7, kind: 'item', itemId: 1002140, sn: 20000000, name: 'Wizet Invincible Hat', icon: null, category: 'Cap', price: 2400, currency: 'nx_credit',
  count: 1, maxQuantity: 1, stock: 5, limitPerAccount: null, saleStart: null, saleEnd: null, onSale: true, order: 1, sold: 2, unavailableReason: null, ...extra,
});

beforeEach(() => {
  ({ routes, calls } = consoleApi('/admin/shop'));
});

const renderCatalogue = () =>
  render(
    <UmiStubProvider>
      <ReauthProvider>
        <CatalogueTable />
      </ReauthProvider>
    </UmiStubProvider>,
  );

describe('shop catalogue', () => {
  it('edits a price in place and saves it with the values it was looking at', async () => {
    let current = item();
    routes['GET /api/v1/admin/shop/items'] = () => ok({ items: [current], total: 1, page: 1, size: 20 });
    routes['PATCH /api/v1/admin/shop/items/7'] = (o) => {
      current = item({ price: Number(o.data?.price) });
      return ok({ item: current, auditId: 3 });
    };
    renderCatalogue();
    expect(await screen.findByTestId('admin-shop-item-7')).toHaveTextContent('Wizet Invincible Hat');
    expect(screen.getByTestId('admin-shop-price-shown-7')).toHaveTextContent('2,400');
    fireEvent.click(screen.getByTestId('admin-shop-edit-7'));
    const price = await screen.findByTestId('admin-shop-price-7');
    fireEvent.change(price, { target: { value: '1999' } });
    fireEvent.click(within(screen.getByTestId('admin-shop-save-7')).getByText('Save'));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Saved. Players see the change now.'));
    expect(calls('PATCH /api/v1/admin/shop/items/7')[0].data).toMatchObject({ price: 1999, currency: 'nx_credit', stock: 5, onSale: true, seen: { price: 2400, currency: 'nx_credit', stock: 5 } });
    await waitFor(() => expect(screen.getByTestId('admin-shop-price-shown-7')).toHaveTextContent('1,999'));
  }, 30_000);

  it('a save refused because a purchase changed the entry says so and reloads', async () => {
    routes['GET /api/v1/admin/shop/items'] = () => ok({ items: [item({ stock: calls('GET /api/v1/admin/shop/items').length > 1 ? 4 : 5 })], total: 1, page: 1, size: 20 });
    routes['PATCH /api/v1/admin/shop/items/7'] = () => {
      throw refuse(409, ErrorCode.ADMIN_SHOP_CHANGED, 'This entry changed since you opened it.');
    };
    renderCatalogue();
    fireEvent.click(await screen.findByTestId('admin-shop-edit-7'));
    fireEvent.change(await screen.findByTestId('admin-shop-price-7'), { target: { value: '10' } });
    fireEvent.click(within(screen.getByTestId('admin-shop-save-7')).getByText('Save'));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(expect.stringContaining('This entry changed since you opened it')));
    await waitFor(() => expect(calls('GET /api/v1/admin/shop/items').length).toBeGreaterThan(1));
    expect(toast.success).not.toHaveBeenCalled();
  }, 30_000);
});

describe('shop posters', () => {
  it('the preview shows only the posters players see now, in order', async () => {
    const poster = (id: number, order: number, live: boolean) => ({ id, titleZh: `海報${id}`, titleEn: `Poster ${id}`, image: `/p${id}.png`, link: null, order, startsAt: null, endsAt: null, live });
    routes['GET /api/v1/admin/shop/posters'] = () => ok([poster(1, 2, true), poster(2, 1, true), poster(3, 0, false)]);
    render(
      <UmiStubProvider>
        <PosterTable />
      </UmiStubProvider>,
    );
    const preview = await screen.findByTestId('admin-shop-preview');
    await waitFor(() => expect(within(preview).getAllByTestId('shop-poster').length).toBeGreaterThan(0));
    const titles = within(preview).getAllByTestId('shop-poster').map((s) => s.getAttribute('aria-label'));
    expect(titles.join('|')).toContain('海報2');
    expect(titles.join('|')).not.toContain('海報3');
    fireEvent.click(within(preview).getByText('English'));
    await waitFor(() => expect(within(preview).getAllByTestId('shop-poster')[0].getAttribute('aria-label')).toContain('Poster'));
  }, 30_000);
});
