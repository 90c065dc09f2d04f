/**
 * Download: download options, system requirements, install guide,
 * FAQ of the client errors and support contacts. The FAQ (antd's Collapse), at the foot
 * of the page, loads when the visitor scrolls near it.
 */
import { useIntl, useModel } from '@umijs/max';
import { CloudDownloadOutlined } from '@ant-design/icons';
import { lazy } from 'react';
import OnApproach from '@/components/OnApproach';
import PageBanner from '@/components/PageBanner';
import { site } from '../../../config/site';
import DownloadOptions from './components/DownloadOptions';
import InstallGuide from './components/InstallGuide';
import Requirements from './components/Requirements';
import SupportContacts from './components/SupportContacts';
import styles from './download.module.css';

const ClientFaq = lazy(() => import('./components/ClientFaq'));

export default function DownloadPage() {
  const intl = useIntl();
  const { isAuthenticated } = useModel('auth');

  return (
    <div className={styles.page}>
      <PageBanner
        icon={<CloudDownloadOutlined />}
        title={intl.formatMessage({ id: 'download.banner.title' })}
        subtitle={intl.formatMessage({ id: 'download.banner.subtitle' }, { version: site.client.version })}
      />
      <div className={styles.container}>
        <DownloadOptions isAuthenticated={isAuthenticated} />
        <div className={styles.columns}>
          <InstallGuide />
          <div className={styles.side}>
            <Requirements />
            <SupportContacts />
          </div>
        </div>
        <OnApproach className={`${styles.panel} ${styles.faqPlace}`} testId="download-faq-place">
          <ClientFaq />
        </OnApproach>
      </div>
    </div>
  );
}
