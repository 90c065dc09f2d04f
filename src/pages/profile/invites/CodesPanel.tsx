/**
 * The account's invite codes (copy the code or its registration link; used ones show who
 * registered), and applying for a new one: allowed only when the server says so, otherwise
 * the reason (the level rule, the next allowed date, or the invite limit); a code can
 * also be bought in the shop.
 */
import { Link } from '@umijs/max';
import { Button } from 'antd';
import { CopyOutlined, GiftOutlined, LinkOutlined, ShoppingOutlined, TagsFilled } from '@ant-design/icons';
import Tag from '@/components/Tag';
import toast from '@/lib/toast';
import { useSubmit } from '@/lib/useSubmit';
import { isApiError } from '@/services/client';
import { inviteLink, type InviteCode, type InviteOverview } from '@/services/invites';
import { copyText } from '../components/clipboard';
import { formatDate } from '../components/format';
import Panel from '../components/Panel';
import { useInvitesT } from './useT';
import styles from '../billing/billing.module.css';

export function CodeList({ codes }: { codes: InviteCode[] }) {
  const { t, label } = useInvitesT();
  const copy = async (text: string, done: string) => {
    try {
      await copyText(text);
      toast.success(done);
    } catch {
      toast.error(t('ui.invites.copyFailed'));
    }
  };
  if (codes.length === 0) {
    return (
      <div className={styles.empty} data-testid="invite-codes-empty">
        <TagsFilled aria-hidden="true" />
        <p>{t('ui.invites.noCodes')}</p>
      </div>
    );
  }
  return (
    <ul className={styles.codes} data-testid="invite-codes">
      {codes.map((c) => (
        <li key={c.code} className={`${styles.code} ${c.used ? styles.codeUsed : ''}`} data-testid="invite-code">
          <div className={styles.codeMain}>
            <span className={styles.codeText} id={`invite-code-${c.code}`}>
              {c.code}
            </span>
            <span className={styles.codeMeta}>
              <Tag color={c.used ? 'default' : 'green'} className={styles.codeTag}>{c.used ? t('ui.invites.used') : t('ui.invites.unused')}</Tag>
              <span>
                {[
                  `${label('ui.invites.source', c.source)} ${formatDate(c.createdAt, false) ?? ''}`.trim(),
                  c.used && c.usedBy ? t('ui.invites.usedBy', { name: c.usedBy }) : null,
                  !c.used && c.expiresAt ? t('ui.invites.expires', { date: formatDate(c.expiresAt, false) ?? '' }) : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            </span>
          </div>
          {c.used ? null : (
            <div className={styles.codeActions}>
              <Button
                icon={<CopyOutlined />}
                onClick={() => copy(c.code, t('ui.invites.codeCopied'))}
                aria-describedby={`invite-code-${c.code}`}
                data-testid="copy-code"
              >
                {t('ui.invites.copyCode')}
              </Button>
              <Button
                type="primary"
                ghost
                icon={<LinkOutlined />}
                onClick={() => copy(inviteLink(c.code), t('ui.invites.linkCopied'))}
                aria-describedby={`invite-code-${c.code}`}
                data-testid="copy-link"
              >
                {t('ui.invites.copyLink')}
              </Button>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}

export function ApplyCard({ overview, onApply }: { overview: InviteOverview; onApply: (characterId: number) => Promise<void> }) {
  const { t } = useInvitesT();
  const a = overview.apply;
  const applying = useSubmit(onApply, {
    onError: (err) => toast.error(isApiError(err) && err.message ? err.message : t('ui.invites.applyFailed')),
  });
  const reason = a.canApply
    ? null
    : a.bestLevel < a.requiredLevel || a.bestCharacterId === null
      ? t('ui.invites.needLevel', { level: a.requiredLevel })
      : overview.remaining <= 0
        ? t('ui.invites.full', { max: overview.maxInvites })
        : a.nextApplyAt
          ? t('ui.invites.nextApply', { date: formatDate(a.nextApplyAt) ?? '', days: a.everyDays })
          : t('ui.invites.cannotApply');
  const apply = () => {
    if (a.bestCharacterId !== null) void applying.submit(a.bestCharacterId);
  };
  return (
    <Panel title={t('ui.invites.applyTitle')} icon={<GiftOutlined />} id="invites-apply" testId="invites-apply">
      <div className={styles.apply}>
        <p className={styles.muted}>{t('ui.invites.applyRule', { level: a.requiredLevel, days: a.everyDays })}</p>
        <div className={styles.applyLevel}>
          <span>{t('ui.invites.bestLevel')}</span>
          <strong>{a.bestLevel > 0 ? `Lv. ${a.bestLevel}` : '—'}</strong>
        </div>
        {reason ? (
          <p className={styles.applyReason} data-testid="apply-reason">
            {reason}
          </p>
        ) : null}
        <Button
          type="primary"
          size="large"
          className={styles.primaryButton}
          disabled={!a.canApply}
          loading={applying.loading}
          onClick={apply}
          data-testid="apply-code"
        >
          {t('ui.invites.apply')}
        </Button>
        <Link to="/shop?keyword=invite" className={styles.shopLink} data-testid="buy-code">
          <ShoppingOutlined aria-hidden="true" /> {t('ui.invites.buy')}
        </Link>
      </div>
    </Panel>
  );
}
