/**
 * What the console's end-to-end tests share: finding an audit row and opening its
 * before → after, and telling the console's own script files from the player pages'.
 */
import type { Locator, Page } from 'playwright-core';
import { queryDb } from './harness';

/**
 * The console's code is in chunks of its own (its layout, its screens, its messages and
 * the dashboard's charts): umi names a route's chunk after its file, so they carry "admin"
 * in the name, and the charts' libraries (antv, html2canvas, lodash) are split out by name.
 */
export const consoleScripts = (paths: string[]) => paths.filter((p) => /admin|plots|antv|html2canvas|lodash-lib/i.test(p.split('/').pop() ?? ''));

/**
 * Opens the newest audit row of an action on a target (filtered by the target in the
 * screen's own search form) and returns its before → after panel.
 */
export async function openAuditRow(page: Page, t: (key: string) => string, action: string, target: string): Promise<Locator> {
  const [row] = queryDb<{ id: number }>('SELECT id FROM web_admin_audit WHERE action = ? AND target_label = ? ORDER BY id DESC LIMIT 1', action, target);
  if (!row) throw new Error(`no audit row for ${action} on ${target}`);
  const field = page.getByLabel(t('admin.audit.target'), { exact: true });
  await field.fill(target);
  await field.press('Enter');
  const tr = page.locator(`tr[data-row-key="${row.id}"]`);
  await tr.waitFor({ timeout: 20_000 });
  const change = page.getByTestId(`admin-audit-change-${row.id}`);
  if (!(await change.isVisible())) await tr.locator('.ant-table-row-expand-icon').click();
  await change.waitFor();
  return change;
}
