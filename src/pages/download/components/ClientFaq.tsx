
import { Collapse } from 'antd';
import { QuestionCircleOutlined } from '@ant-design/icons';
import { useT } from '@/lib/useT';
import styles from '../download.module.css';

/** The client errors players meet most, in this order. */
export const FAQ_KEYS = ['invalidPointer', 'missingDll', 'noWindow', 'cannotConnect', 'antivirus'] as const;

export default function ClientFaq() {
  const t = useT();
  return (
    <section className={styles.panel} aria-labelledby="download-faq-title" data-testid="download-faq">
      <h2 id="download-faq-title" className={styles.panelTitle}>
        <QuestionCircleOutlined /> {t('download.faq.title')}
      </h2>
      <p className={styles.muted}>{t('download.faq.subtitle')}</p>
      {/* Not an accordion: antd's accordion mode turns the list into tabs (role tablist) whose panels are not tabs. */}
      <Collapse
        defaultActiveKey={[FAQ_KEYS[0]]}
        className={styles.faq}
        items={FAQ_KEYS.map((key) => ({
          key,
          label: <strong>{t(`download.faq.${key}.q`)}</strong>,
          children: <p className={styles.faqAnswer}>{t(`download.faq.${key}.a`)}</p>,
        }))}
      />
    </section>
  );
}
