/**
 * A legal document from the catalogs (locales/<lang>/legal.json): legal.<doc>.title,
 * legal.<doc>.updated and sections legal.<doc>.s1.title / .s1.body, s2, ... in order.
 * GET /api/tos serves the same keys of `terms`, so the page and the API show one text.
 * A body's paragraphs are separated by blank lines (locales/legalSections.ts). The app
 * shell draws the same card from the HTML (config/legalShell.ts): keep its styles in step.
 */
import { Link, useIntl } from '@umijs/max';
import { FileProtectOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import PageBanner from '@/components/PageBanner';
import { legalSections, type LegalDoc } from '../../../locales/legalSections';
import styles from './index.module.css';

export { legalSections, type LegalDoc, type LegalSection } from '../../../locales/legalSections';

export default function LegalDocument({ doc }: { doc: LegalDoc }) {
  const intl = useIntl();
  const messages = intl.messages as Record<string, unknown>;
  const sections = legalSections(messages, doc);
  const other: LegalDoc = doc === 'terms' ? 'privacy' : 'terms';

  return (
    <div className={styles.page}>
      <PageBanner
        tone="night"
        icon={doc === 'terms' ? <FileProtectOutlined /> : <SafetyCertificateOutlined />}
        title={intl.formatMessage({ id: `legal.${doc}.title` })}
        subtitle={intl.formatMessage({ id: `legal.${doc}.updated` })}
      />
      <div className={styles.container}>
        <nav className={styles.toc} aria-label={intl.formatMessage({ id: 'legal.ui.toc' })}>
          <div className={styles.tocTitle}>{intl.formatMessage({ id: 'legal.ui.toc' })}</div>
          <ol>
            {sections.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`}>{s.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        <article className={styles.document} data-testid={`legal-${doc}`}>
          {sections.map((s) => (
            <section key={s.id} id={s.id} className={styles.section} aria-labelledby={`${s.id}-title`}>
              <h2 id={`${s.id}-title`} className={styles.sectionTitle}>
                {s.title}
              </h2>
              {s.paragraphs.map((p, i) => (
                <p key={i} className={styles.paragraph}>
                  {p}
                </p>
              ))}
            </section>
          ))}
          <footer className={styles.footer}>
            <p>{intl.formatMessage({ id: 'legal.ui.questions' })}</p>
            <Link to={`/${other}`}>
              {intl.formatMessage({ id: other === 'privacy' ? 'legal.ui.seeAlsoPrivacy' : 'legal.ui.seeAlsoTerms' })} →
            </Link>
          </footer>
        </article>
      </div>
    </div>
  );
}
