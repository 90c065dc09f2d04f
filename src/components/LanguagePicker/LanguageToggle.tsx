/**
 * The language toggle of the phone menus: two buttons with flags. Its own module, so
 * the header's code does not carry antd's Segmented: the site layout loads it when its
 * phone menu opens.
 */
import { useIntl } from '@umijs/max';
import { Segmented } from 'antd';
import { GlobalOutlined } from '@ant-design/icons';
import { LANGS, type Lang } from '../../../locales/lang';
import Flag from '../Flag';
import { LABEL_IDS, useLanguage } from '.';

/** Two-button toggle for the phone menus. */
export default function LanguageToggle() {
  const intl = useIntl();
  const [lang, setLang] = useLanguage();
  return (
    <div className="site-lang-toggle">
      <div className="site-lang-toggle-title">
        <GlobalOutlined /> {intl.formatMessage({ id: 'common.language.label' })}
      </div>
      <Segmented
        block
        value={lang}
        onChange={(value) => setLang(value as Lang)}
        options={LANGS.map((l) => ({
          value: l,
          label: (
            <span lang={l} style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
              <Flag lang={l} /> {intl.formatMessage({ id: LABEL_IDS[l] })}
            </span>
          ),
        }))}
      />
    </div>
  );
}
