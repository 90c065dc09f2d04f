import type { Meta, StoryObj } from '@storybook/react-vite';
import '@/components/AdminLayout/admin.css';
import PosterPreview from './PosterPreview';

/** The console's preview of the shop carousel: only the posters showing now, in order, in either language. */
const poster = (id: number, order: number, live: boolean, titleZh: string, titleEn: string, image: string) => ({
  id, order, live, titleZh, titleEn, image, link: '/shop', startsAt: null, endsAt: live ? null : '2020-01-01T00:00:00Z',
});

const meta: Meta<typeof PosterPreview> = {
  title: 'Console/Shop/Poster preview',
  component: PosterPreview,
  decorators: [(Story) => <div style={{ maxWidth: 960, padding: 16 }}>{Story()}</div>],
  parameters: { umi: { path: '/admin/shop' } },
  args: {
    posters: [
      poster(1, 1, true, '冬季新裝上市', 'Winter outfits are here', '/images/shop-posters/winter-outfits.svg'),
      poster(2, 2, true, '可愛寵物來報到', 'Meet the new pets', '/images/shop-posters/new-pets.svg'),
      poster(3, 0, false, '已結束的活動', 'A finished event', '/images/shop-posters/maple-points.svg'),
    ],
  },
};
export default meta;
type Story = StoryObj<typeof PosterPreview>;

export const Showing: Story = {};
export const English: Story = { globals: { locale: 'en-US' } };
export const NothingShowing: Story = { args: { posters: [] } };
