/** Centered spinner for a page that waits (auth check, lazy route). */
import { useIntl } from '@umijs/max';
import { Spin } from 'antd';

export default function PageLoading() {
  const intl = useIntl();
  return (
    <div className="site-page-loading" role="status">
      <Spin size="large" />
      <span>{intl.formatMessage({ id: 'common.loading' })}</span>
    </div>
  );
}
