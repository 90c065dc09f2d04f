/** An audit row's change: the state before and after, side by side (stacked on phones). */
import { useT } from '@/lib/useT';
import type { AdminAuditRow } from '@/services/admin';

function pretty(json: string | null): string {
  if (!json) return '-';
  try {
    return JSON.stringify(JSON.parse(json), null, 2);
  } catch {
    return json;
  }
}

export default function AuditChange({ row }: { row: AdminAuditRow }) {
  const t = useT('admin.audit');
  return (
    <div className="admin-diff" data-testid={`admin-audit-change-${row.id}`}>
      <div>
        <h4>{t('before')}</h4>
        <pre className="admin-json">{pretty(row.before)}</pre>
      </div>
      <div>
        <h4>{t('after')}</h4>
        <pre className="admin-json">{pretty(row.after)}</pre>
      </div>
    </div>
  );
}
