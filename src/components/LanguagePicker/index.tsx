/**
 * Language picker with flags: a dropdown for the header (the phone menu's two-button
 * toggle is LanguageToggle.tsx). Switching never reloads the page.
 */
import { useIntl } from '@umijs/max';
import { Button, Dropdown } from 'antd';
import { GlobalOutlined } from '@ant-design/icons';
import { useEffect, useState } from 'react';
import { LANGS, type Lang } from '../../../locales/lang';
import { isCatalogLoaded, loadCatalog } from '@/lib/catalog';
import { changeLanguage, getLanguage, onLanguageChange } from '@/lib/language';
import Flag from '../Flag';

export const LABEL_IDS: Record<Lang, string> = { 'zh-TW': 'common.language.zh', 'en-US': 'common.language.en' };

/** Loads the site's part and every part loaded so far in that language (once each), then switches; a failure is only logged. */
export function switchLanguage(lang: Lang): Promise<void> {
  if (isCatalogLoaded(lang)) {
    changeLanguage(lang);
    return Promise.resolve();
  }
  return loadCatalog(lang).then(
    () => changeLanguage(lang),
    (error) => console.error('language change failed', error),
  );
}

/** Current language, re-rendered on change. */
export function useLanguage(): [Lang, (lang: Lang) => void] {
  const [lang, setLang] = useState<Lang>(getLanguage());
  useEffect(() => onLanguageChange(setLang), []);
  return [lang, switchLanguage];
}

export default function LanguagePicker({ dark = true }: { dark?: boolean }) {
  const intl = useIntl();
  const [lang, setLang] = useLanguage();
  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      // Opened from the keyboard, the focus moves into the menu (arrows, Enter; Escape returns):
      // the menu-button pattern, which is what the rule's concern (focus jumping on load) is not.
      // eslint-disable-next-line jsx-a11y/no-autofocus
      autoFocus
      menu={{
        selectable: true,
        selectedKeys: [lang],
        items: LANGS.map((l) => ({
          key: l,
          icon: <Flag lang={l} />,
          label: <span lang={l}>{intl.formatMessage({ id: LABEL_IDS[l] })}</span>,
        })),
        onClick: ({ key }) => setLang(key as Lang),
      }}
    >
      <Button
        type="text"
        // The name starts with the visible language name (voice control users say what they see).
        aria-label={`${intl.formatMessage({ id: LABEL_IDS[lang] })} · ${intl.formatMessage({ id: 'common.language.switch' })}`}
        className={dark ? 'site-header-button' : undefined}
        icon={<GlobalOutlined />}
      >
        <Flag lang={lang} />
        <span className="site-lang-label">{intl.formatMessage({ id: LABEL_IDS[lang] })}</span>
      </Button>
    </Dropdown>
  );
}
