
import { Alert, Steps } from 'antd';
import { BulbOutlined, ReadOutlined } from '@ant-design/icons';
import { useT } from '@/lib/useT';
import { site } from '../../../../config/site';
import styles from '../download.module.css';

export const INSTALL_STEPS = ['step1', 'step2', 'step3', 'step4', 'step5'] as const;

/** The install guide in steps, with the F12 resolution tip. */
export default function InstallGuide() {
  const t = useT();
  return (
    <section className={styles.panel} aria-labelledby="download-guide-title" data-testid="download-guide">
      <h2 id="download-guide-title" className={styles.panelTitle}>
        <ReadOutlined /> {t('download.guide.title')}
      </h2>
      <Steps
        direction="vertical"
        current={-1}
        className={styles.steps}
        items={INSTALL_STEPS.map((step, i) => ({
          status: 'process',
          icon: <span className={styles.stepNo}>{i + 1}</span>,
          title: t(`download.guide.${step}.title`),
          description:
            step === 'step4' ? (
              <>
                {t(`download.guide.${step}.body`)}{' '}
                <a href={site.client.downloads.vcredist} target="_blank" rel="noopener noreferrer" className={styles.inlineLink}>
                  {t('download.guide.vcredist')}
                </a>
              </>
            ) : (
              t(`download.guide.${step}.body`)
            ),
        }))}
      />
      <Alert
        type="info"
        showIcon
        icon={<BulbOutlined />}
        className={styles.tip}
        message={t('download.guide.tipTitle')}
        description={t('download.guide.tip')}
      />
    </section>
  );
}
