/**
 * The notice editor in a drawer: category, author and pin, then the title and HTML body in
 * Chinese and in English side by side, and a preview of each language as players see it (built
 * by the server with the notices' allow-list). A notice needs a title and a body in at least
 * one language. "Save" keeps the state (a new notice is a draft); "Save and publish" publishes
 * it at once. Opened with a notice id (loaded first) or 'new'.
 */
import { useRef, useState } from 'react';
import { useIntl } from '@umijs/max';
import { DrawerForm, ProFormSelect, ProFormSwitch, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { Button, Form, Tabs, type FormInstance } from 'antd';
import { useT } from '@/lib/useT';
import { toast } from '@/lib/toast';
import { PHONE_QUERY, useMediaQuery } from '@/lib/useMediaQuery';
import type { NoticeCategory } from '@/services/notice';
import {
  createNotice,
  fetchNoticeForOperator,
  NOTICE_CATEGORY_KEYS,
  previewNotice,
  publishNotice,
  saveNotice,
  type AdminNotice,
  type AdminNoticeBody,
  type AdminNoticePreview,
} from '@/services/admin-notices';
import { isApiError } from '@/services/client';
import { toastError } from '../components/toastError';
import NoticePreview from './NoticePreview';
import NoticeState from './NoticeState';

interface Values {
  category: NoticeCategory;
  author: string;
  pinned: boolean;
  titleZh: string;
  titleEn: string;
  bodyZh: string;
  bodyEn: string;
}

const EMPTY: Values = { category: 'event', author: '', pinned: false, titleZh: '', titleEn: '', bodyZh: '', bodyEn: '' };
const valuesOf = (n: AdminNotice): Values => ({ category: n.category, author: n.author, pinned: n.pinned, titleZh: n.titleZh, titleEn: n.titleEn, bodyZh: n.bodyZh, bodyEn: n.bodyEn });
/** Whether HTML holds something to read (text or an image). */
const hasContent = (html: string | undefined) => !!html && (/<img\b/i.test(html) || html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim() !== '');

type Tab = 'write' | 'zh' | 'en';

export default function NoticeEditor({ editing, onClose, onSaved }: { editing: number | 'new'; onClose: () => void; onSaved: () => void }) {
  const t = useT('admin.notices.editor');
  const tn = useT('admin.notices');
  const intl = useIntl();
  const phone = useMediaQuery(PHONE_QUERY);
  const [form] = Form.useForm<Values>();
  const [notice, setNotice] = useState<AdminNotice | null>(null);
  const [tab, setTab] = useState<Tab>('write');
  const [preview, setPreview] = useState<{ data: AdminNoticePreview | null; loading: boolean; error: string | null }>({ data: null, loading: false, error: null });
  const [saving, setSaving] = useState(false);
  const publishAfter = useRef(false);
  const isNew = editing === 'new';

  const showTab = async (next: Tab) => {
    setTab(next);
    if (next === 'write') return;
    const v = form.getFieldsValue(true) as Values;
    setPreview((p) => ({ ...p, loading: true, error: null }));
    try {
      const data = await previewNotice({ titleZh: v.titleZh ?? '', titleEn: v.titleEn ?? '', bodyZh: v.bodyZh ?? '', bodyEn: v.bodyEn ?? '' });
      setPreview({ data, loading: false, error: null });
    } catch (error) {
      setPreview({ data: null, loading: false, error: isApiError(error) ? error.message : t('previewFailed') });
    }
  };

  const eitherOf = (a: keyof Values, b: keyof Values, filled: (v: string | undefined) => boolean, message: string) => ({ getFieldValue }: Pick<FormInstance, 'getFieldValue'>) => ({
    validator: () => (filled(getFieldValue(a)) || filled(getFieldValue(b)) ? Promise.resolve() : Promise.reject(new Error(message))),
  });
  const titleRule = eitherOf('titleZh', 'titleEn', (v) => !!v?.trim(), t('titleRequired'));
  const bodyRule = eitherOf('bodyZh', 'bodyEn', hasContent, t('bodyRequired'));

  const save = async (v: Values) => {
    const body: AdminNoticeBody = { category: v.category, titleZh: v.titleZh ?? '', titleEn: v.titleEn ?? '', bodyZh: v.bodyZh ?? '', bodyEn: v.bodyEn ?? '', author: v.author?.trim() ?? '', pinned: !!v.pinned };
    setSaving(true);
    let saved: AdminNotice;
    try {
      saved = (isNew ? await createNotice(body) : await saveNotice(editing, body)).notice;
    } catch (error) {
      setSaving(false);
      toastError(error, tn('failed'));
      return false;
    }
    try {
      if (publishAfter.current && saved.state !== 'published') {
        saved = (await publishNotice(saved.id)).notice;
        const title = intl.locale === 'en-US' ? saved.titleEn || saved.titleZh : saved.titleZh || saved.titleEn;
        toast.success(tn('done.published', { title }));
      } else {
        toast.success(tn(isNew ? 'done.created' : 'done.saved'));
      }
    } catch (error) {
      toastError(error, tn('failed')); // saved, not published: the list shows it as it is
    }
    setSaving(false);
    onSaved();
    onClose();
    return true;
  };


  const previewOf = (lang: 'zh' | 'en') => {
    const v = form.getFieldsValue(true) as Values;
    return (
      <NoticePreview
        text={preview.data?.[lang] ?? null}
        loading={preview.loading}
        error={preview.error}
        category={v.category ?? 'event'}
        author={v.author ?? ''}
        pinned={!!v.pinned}
        publishAt={notice?.state !== 'draft' ? notice?.publishAt : null}
      />
    );
  };

  const write = (
    <>
      <div className="admin-notice-meta">
        <ProFormSelect
          name="category"
          label={t('category')}
          options={NOTICE_CATEGORY_KEYS.map((c) => ({ value: c, label: intl.formatMessage({ id: `notice.category.${c}` }) }))}
          rules={[{ required: true, message: t('categoryRequired') }]}
          allowClear={false}
        />
        <ProFormText name="author" label={t('author')} placeholder={t('authorHint')} fieldProps={{ maxLength: 64 }} />
        <ProFormSwitch name="pinned" label={t('pinned')} />
      </div>
      <div className="admin-notice-langs">
        {(['zh', 'en'] as const).map((lang) => {
          const L = lang === 'zh' ? 'Zh' : 'En';
          return (
            <section className="admin-notice-lang" key={lang} lang={lang === 'zh' ? 'zh-TW' : 'en'}>
              <h4>{t(lang === 'zh' ? 'chinese' : 'english')}</h4>
              <ProFormText name={`title${L}`} label={t(`title${L}`)} fieldProps={{ maxLength: 200 }} dependencies={[lang === 'zh' ? 'titleEn' : 'titleZh']} rules={[titleRule]} />
              <ProFormTextArea
                name={`body${L}`}
                label={t(`body${L}`)}
                tooltip={t('bodyHint')}
                dependencies={[lang === 'zh' ? 'bodyEn' : 'bodyZh']}
                rules={[bodyRule]}
                fieldProps={{ maxLength: 16_000, showCount: true, autoSize: { minRows: phone ? 6 : 10, maxRows: 24 }, spellCheck: false }}
              />
            </section>
          );
        })}
      </div>
    </>
  );

  return (
    <DrawerForm<Values>
      form={form}
      open
      title={isNew ? t('newTitle') : t('editTitle', { id: editing })}
      width={phone ? '100%' : 980}
      drawerProps={{ destroyOnHidden: true, onClose, extra: notice && <NoticeState row={notice} />, className: 'admin-notice-drawer' }}
      initialValues={isNew ? EMPTY : undefined}
      request={
        isNew
          ? undefined
          : async () => {
              try {
                const n = await fetchNoticeForOperator(editing);
                setNotice(n);
                return valuesOf(n);
              } catch (error) {
                toastError(error, tn('loadFailed'));
                onClose();
                return EMPTY;
              }
            }
      }
      onOpenChange={(open) => !open && onClose()}
      onFinish={save}
      submitter={{
        render: (props) => [
          <Button key="cancel" onClick={onClose}>
            {t('cancel')}
          </Button>,
          <Button key="save" type={notice?.state === 'published' ? 'primary' : 'default'} loading={saving && !publishAfter.current} disabled={saving} onClick={() => {
              publishAfter.current = false;
              props.submit();
            }} data-testid="admin-notice-save">
            {t('save')}
          </Button>,
          notice?.state !== 'published' && (
            <Button key="publish" type="primary" loading={saving && publishAfter.current} disabled={saving} onClick={() => {
                publishAfter.current = true;
                props.submit();
              }} data-testid="admin-notice-save-publish">
              {t('saveAndPublish')}
            </Button>
          ),
        ],
      }}
    >
      <Tabs
        activeKey={tab}
        onChange={(k) => showTab(k as Tab)}
        items={[
          { key: 'write', label: t('write'), forceRender: true, children: write },
          { key: 'zh', label: t('previewZh'), children: tab === 'zh' && previewOf('zh') },
          { key: 'en', label: t('previewEn'), children: tab === 'en' && previewOf('en') },
        ]}
      />
    </DrawerForm>
  );
}
