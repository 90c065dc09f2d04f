/**
 * The site layout hands ProLayout the same menu while the language and the player's role
 * stay: ProLayout works its menu, breadcrumb and title out again for a new one, on every
 * render of every page.
 */
import { describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { UmiStubProvider } from '../../support/umi-max';
import { seenLayoutProps as seen, type LayoutProps } from '../../support/proLayoutProps';

vi.mock('@ant-design/pro-components', async (importOriginal) =>
  (await import('../../support/proLayoutProps')).withRecordedProLayout(await importOriginal()),
);

const { default: SiteLayout } = await import('@/components/SiteLayout');

const statusModel = { status: null, fetchState: 'loading', updatedAt: null, refresh: vi.fn() };
const account = (operator: boolean) => ({ isAuthenticated: true, isLoading: false, user: { username: 'someone', operator }, logout: vi.fn() });

function page(operator: boolean, body: string) {
  return (
    <UmiStubProvider initialPath="/terms" models={{ auth: account(operator), serverStatus: statusModel }}>
      <SiteLayout>
        <p>{body}</p>
      </SiteLayout>
    </UmiStubProvider>
  );
}

describe('the site layout’s menu', () => {
  it('is the same objects from one render to the next, and new when the role changes', () => {
    const { rerender } = render(page(false, 'first'));
    const first = seen.at(-1)!;
    const renders = seen.length;
    rerender(page(false, 'second'));
    expect(seen.length).toBeGreaterThan(renders);
    const again = seen.at(-1)!;
    expect(again.route).toBe(first.route);
    expect(again.menu).toBe(first.menu);
    expect(again.menuDataRender).toBe(first.menuDataRender);

    rerender(page(true, 'third'));
    const operator = seen.at(-1)!;
    expect(operator.route).not.toBe(first.route);
    const admin = (r: LayoutProps['route']) => (r?.routes as { key: string; disabled: boolean }[]).find((e) => e.key === 'admin')?.disabled;
    expect([admin(first.route), admin(operator.route)]).toEqual([true, false]);
  });
});
