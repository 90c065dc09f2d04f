/**
 * The operator console's layout hands ProLayout the same menu while the language stays,
 * as the site layout does: ProLayout works its menu, breadcrumb and title out again for a
 * new one.
 */
import { describe, expect, it, vi } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { UmiStubProvider } from '../../support/umi-max';
import { seenLayoutProps as seen } from '../../support/proLayoutProps';

vi.mock('@ant-design/pro-components', async (importOriginal) =>
  (await import('../../support/proLayoutProps')).withRecordedProLayout(await importOriginal()),
);

const { default: AdminLayout } = await import('@/components/AdminLayout');

const statusModel = { status: null, fetchState: 'loading', updatedAt: null, refresh: vi.fn() };
const operator = { isAuthenticated: true, isLoading: false, user: { username: 'admin', operator: true }, logout: vi.fn() };

function consolePage() {
  return (
    <UmiStubProvider initialPath="/admin" models={{ auth: operator, serverStatus: statusModel }}>
      <AdminLayout />
    </UmiStubProvider>
  );
}

describe('the operator console’s menu', () => {
  it('is the same objects from one render to the next', async () => {
    const { rerender } = render(consolePage());
    await waitFor(() => expect(seen.length).toBeGreaterThan(0));
    const first = seen.at(-1)!;
    const renders = seen.length;
    rerender(consolePage());
    await waitFor(() => expect(seen.length).toBeGreaterThan(renders));
    const again = seen.at(-1)!;
    expect((first.route?.routes ?? []).length).toBeGreaterThan(3);
    expect(again.route).toBe(first.route);
    expect(again.menu).toBe(first.menu);
    expect(again.menuDataRender).toBe(first.menuDataRender);
  });
});
