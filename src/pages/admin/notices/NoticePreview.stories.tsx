import type { Meta, StoryObj } from '@storybook/react-vite';
import NoticePreview from './NoticePreview';
import NoticeState from './NoticeState';
import '../../../components/AdminLayout/admin.css';
import './notices.css';

const body = `<h3>What changes</h3><ul><li>Double EXP in every map</li><li>Drop rate +50%</li></ul><p>See the <a href="/vote">vote page</a> for a bonus.</p>`;

const meta: Meta<typeof NoticePreview> = {
  title: 'Admin/Notices/NoticePreview',
  component: NoticePreview,
  args: {
    text: { title: 'Double EXP weekend', summary: 'What changes Double EXP in every map Drop rate +50%', body },
    category: 'event',
    author: 'GM Leaf',
    pinned: true,
    publishAt: '2026-12-01T09:00:00Z',
  },
  decorators: [(Story) => <div style={{ maxWidth: 920, padding: 16 }}>{Story()}</div>],
};
export default meta;
type Story = StoryObj<typeof NoticePreview>;

export const Event: Story = {};
export const Loading: Story = { args: { text: null, loading: true } };
export const Empty: Story = { args: { text: { title: '', summary: '', body: '' } } };
export const Refused: Story = { args: { text: null, error: 'A notice needs a title and a body in at least one language.' } };

/** The state tags of a row: draft, scheduled with its time, published and pinned. */
export const States: StoryObj<typeof NoticeState> = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      <NoticeState row={{ state: 'draft', pinned: false, publishAt: null }} />
      <NoticeState row={{ state: 'scheduled', pinned: false, publishAt: '2026-12-01T09:00:00Z' }} />
      <NoticeState row={{ state: 'published', pinned: true, publishAt: '2026-11-20T09:00:00Z' }} />
    </div>
  ),
};
