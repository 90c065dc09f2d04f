/**
 * The shop's carousel as players see it now: the posters that show at this moment, in their
 * order, in the chosen language, drawn by the shop's own carousel component.
 */
import { useState } from 'react';
import { Segmented } from 'antd';
import PosterCarousel from '@/pages/shop/components/PosterCarousel';
import { useT } from '@/lib/useT';
import type { AdminShopPoster } from '@/services/admin-shop';

export default function PosterPreview({ posters }: { posters: AdminShopPoster[] }) {
  const t = useT('admin.shop.posters');
  const [lang, setLang] = useState<'zh' | 'en'>('zh');
  const shown = posters
    .filter((p) => p.live)
    .sort((a, b) => a.order - b.order || a.id - b.id)
    .map((p) => ({ id: p.id, title: lang === 'zh' ? p.titleZh : p.titleEn, image: p.image, link: p.link, order: p.order }));
  return (
    <section className="admin-section admin-shop-preview" data-testid="admin-shop-preview">
      <div className="admin-section-title">
        <span>{t('preview')}</span>
        <Segmented size="small" value={lang} onChange={(v) => setLang(v as 'zh' | 'en')} options={[{ value: 'zh', label: '中文' }, { value: 'en', label: 'English' }]} />
      </div>
      {shown.length ? <PosterCarousel posters={shown} /> : <p className="admin-shop-empty">{t('previewEmpty')}</p>}
    </section>
  );
}
