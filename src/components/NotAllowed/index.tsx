/** What a player sees at /admin: the console is for the server's operators, with a way home. */
import { LockOutlined, HomeOutlined } from '@ant-design/icons';
import { useT } from '@/lib/useT';
import LinkButton from '../LinkButton';

export default function NotAllowed() {
  const t = useT();
  return (
    <section className="site-container site-state-page" data-testid="not-allowed">
      <div className="site-state-card">
        <div className="site-state-art" aria-hidden="true">
          <LockOutlined />
        </div>
        <h1>{t('common.notAllowed.title')}</h1>
        <p>{t('common.notAllowed.description')}</p>
        <div className="site-state-actions">
          <LinkButton to="/" type="primary" size="large" icon={<HomeOutlined />}>
            {t('common.backHome')}
          </LinkButton>
        </div>
      </div>
    </section>
  );
}
