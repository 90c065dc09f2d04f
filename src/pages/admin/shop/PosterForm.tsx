/**
 * A poster's dialog: titles in both languages, the image (uploaded here: PNG, JPEG or WebP
 * up to 1 MB, checked before sending and again by the server; or an address), link, order
 * and the window it shows in.
 */
import { useState, type ReactNode } from 'react';
import { ModalForm, ProFormDateTimePicker, ProFormDigit, ProFormText } from '@ant-design/pro-components';
import { Button, Form, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useT } from '@/lib/useT';
import { toast } from '@/lib/toast';
import { ADMIN_POSTER_IMAGE_MAX_BYTES, ADMIN_POSTER_IMAGE_TYPES, uploadPosterImage, type AdminShopPoster } from '@/services/admin-shop';
import { toastError } from '../components/toastError';

export interface PosterValues {
  titleZh: string;
  titleEn: string;
  image: string;
  link?: string | null;
  order?: number;
  startsAt?: string | null;
  endsAt?: string | null;
}

const ADDRESS = /^(\/(?!\/)|https?:\/\/)[^\s"'<>\\]*$/;

/** A file as base64 (without the data: prefix). */
const base64Of = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

export default function PosterForm({ poster, trigger, onSave }: { poster?: AdminShopPoster; trigger: ReactNode; onSave: (v: PosterValues) => Promise<void> }) {
  const t = useT('admin.shop.posters');
  const [form] = Form.useForm<PosterValues>();
  const [uploading, setUploading] = useState(false);
  const image = Form.useWatch('image', form);

  const upload = async (file: File) => {
    if (!(ADMIN_POSTER_IMAGE_TYPES as readonly string[]).includes(file.type)) return toast.error(t('imageType'));
    if (file.size > ADMIN_POSTER_IMAGE_MAX_BYTES) return toast.error(t('imageSize'));
    setUploading(true);
    try {
      const { url } = await uploadPosterImage(file.type, await base64Of(file));
      form.setFieldValue('image', url);
      toast.success(t('uploaded'));
    } catch (error) {
      toastError(error, t('imageType'));
    } finally {
      setUploading(false);
    }
  };

  return (
    <ModalForm<PosterValues>
      form={form}
      title={poster ? t('editTitle') : t('addTitle')}
      width={520}
      trigger={trigger as never}
      modalProps={{ destroyOnHidden: true }}
      initialValues={poster ? { ...poster } : { order: 0 }}
      onFinish={async (v) => {
        try {
          await onSave({
            ...v,
            link: v.link?.trim() || null,
            startsAt: v.startsAt ? dayjs(v.startsAt).toISOString() : null,
            endsAt: v.endsAt ? dayjs(v.endsAt).toISOString() : null,
          });
          return true;
        } catch {
          return false;
        }
      }}
    >
      <ProFormText name="titleZh" label={t('titleZh')} rules={[{ required: true, whitespace: true, message: t('titleRequired') }, { max: 100 }]} fieldProps={{ 'data-testid': 'admin-poster-title-zh' } as never} />
      <ProFormText name="titleEn" label={t('titleEn')} rules={[{ required: true, whitespace: true, message: t('titleRequired') }, { max: 100 }]} fieldProps={{ 'data-testid': 'admin-poster-title-en' } as never} />
      <ProFormText
        name="image"
        label={t('image')}
        extra={t('uploadHelp')}
        rules={[{ required: true, message: t('imageRequired') }, { pattern: ADDRESS, message: t('badAddress') }]}
        addonAfter={
          <Upload accept={ADMIN_POSTER_IMAGE_TYPES.join(',')} showUploadList={false} beforeUpload={(file) => (upload(file), false)}>
            <Button size="small" type="text" icon={<UploadOutlined />} loading={uploading} data-testid="admin-poster-upload">
              {t('upload')}
            </Button>
          </Upload>
        }
      />
      {image && ADDRESS.test(image) && <img className="admin-shop-poster-thumb" src={image} alt="" />}
      <ProFormText name="link" label={t('link')} placeholder={t('linkHint')} rules={[{ pattern: ADDRESS, message: t('badAddress') }]} />
      <ProFormDigit name="order" label={t('order')} fieldProps={{ precision: 0 }} />
      <ProFormDateTimePicker name="startsAt" label={t('startsAt')} />
      <ProFormDateTimePicker name="endsAt" label={t('endsAt')} />
    </ModalForm>
  );
}
