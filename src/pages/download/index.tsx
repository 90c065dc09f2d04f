/**
 * Download: download options, system requirements, install guide,
 * FAQ of the client errors and support contacts.
 */
import { useIntl, useModel } from '@umijs/max';
import { CloudDownloadOutlined } from '@ant-design/icons';
import PageBanner from '@/components/PageBanner';
import { site } from '../../../config/site';
import ClientFaq from './components/ClientFaq';
import DownloadOptions from './components/DownloadOptions';
import InstallGuide from './components/InstallGuide';
import Requirements from './components/Requirements';
import SupportContacts from './components/SupportContacts';
import styles from './download.module.css';

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
        <ClientFaq />
      </div>
    </div>
  );
}
