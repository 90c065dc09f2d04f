/** Translated not-found screen with a way home (unknown routes and route errors). */
import { useIntl } from '@umijs/max';
import { Button } from 'antd';
import { HomeOutlined, ReloadOutlined } from '@ant-design/icons';
import LinkButton from '../LinkButton';

export interface NotFoundProps {
  /** 'error' when a route failed to render rather than not existing. */
  variant?: 'notFound' | 'error';
}

export default function NotFound({ variant = 'notFound' }: NotFoundProps) {
  const intl = useIntl();
  const isError = variant === 'error';
  return (
    <section className="site-container site-state-page" data-testid="not-found">
      <div className="site-state-card">
        <div className="site-404-art" aria-hidden="true">
          <span>4</span>
          <svg viewBox="0 0 64 64" width="84" height="84">
            <ellipse cx="32" cy="40" rx="24" ry="18" fill="#ff9f2e" />
            <ellipse cx="32" cy="44" rx="18" ry="10" fill="#ffc46b" />
            <circle cx="24" cy="34" r="3.4" fill="#1d2140" />
            <circle cx="40" cy="34" r="3.4" fill="#1d2140" />
            <path d="M26 46q6 -5 12 0" stroke="#1d2140" strokeWidth="2.5" fill="none" strokeLinecap="round" />
            <path d="M22 22l10 6 10-6" stroke="#2fb36d" strokeWidth="4" fill="none" strokeLinecap="round" />
          </svg>
          <span>4</span>
        </div>
        <h1>{intl.formatMessage({ id: isError ? 'common.routeError.title' : 'common.notFound.title' })}</h1>
        <p>{intl.formatMessage({ id: isError ? 'common.routeError.description' : 'common.notFound.description' })}</p>
        <div className="site-state-actions">
          <LinkButton to="/" type="primary" size="large" icon={<HomeOutlined />}>
            {intl.formatMessage({ id: 'common.backHome' })}
          </LinkButton>
          {isError && (
            <Button size="large" icon={<ReloadOutlined />} onClick={() => window.location.reload()}>
              {intl.formatMessage({ id: 'common.refresh' })}
            </Button>
          )}
        </div>
      </div>
    </section>
  );
}
