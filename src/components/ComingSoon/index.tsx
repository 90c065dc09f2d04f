/**
 * Placeholder shown by screens that are not built yet: a translated "coming soon"
 * inside the real layout, never a blank page.
 */
import { useIntl } from '@umijs/max';
import { Tag } from 'antd';
import { HomeOutlined, ToolOutlined } from '@ant-design/icons';
import LinkButton from '../LinkButton';

export interface ComingSoonProps {
  /** Catalog key of the screen's name, e.g. 'nav.shop'. */
  titleId?: string;
}

export default function ComingSoon({ titleId }: ComingSoonProps) {
  const intl = useIntl();
  return (
    <section className="site-container site-state-page" data-testid="coming-soon">
      <div className="site-state-card">
        <div className="site-state-art" aria-hidden="true">
          <ToolOutlined />
        </div>
        <Tag color="gold">{intl.formatMessage({ id: 'common.comingSoon.badge' })}</Tag>
        <h1>{titleId ? intl.formatMessage({ id: titleId }) : intl.formatMessage({ id: 'common.comingSoon.title' })}</h1>
        {titleId && <h2>{intl.formatMessage({ id: 'common.comingSoon.title' })}</h2>}
        <p>{intl.formatMessage({ id: 'common.comingSoon.description' })}</p>
        <LinkButton to="/" type="primary" size="large" icon={<HomeOutlined />}>
          {intl.formatMessage({ id: 'common.backHome' })}
        </LinkButton>
      </div>
    </section>
  );
}
