/** Sample notices for stories (same shapes as config/contract/notice.ts). */
import type { NoticeDetail, NoticeSummary } from '@/services/notice';

export const sampleNotices: NoticeSummary[] = [
  { id: 1, category: 'important', title: '【重要】帳號安全守則與官方聯絡管道', summary: '近期有玩家反映收到冒充管理員的私訊，要求提供密碼或「驗證帳號」。請各位冒險者注意：管理員絕對不會向您索取密碼。', author: 'GM 楓葉', publishTime: '2025-03-01 02:00:00', updateTime: '2025-03-01 02:00:00', views: 1843, pinned: true },
  { id: 2, category: 'maintenance', title: 'Weekly maintenance: Thursday 06:00–08:00', summary: 'To keep the game stable, the servers go down for routine maintenance this Thursday.', author: 'GM Blue', publishTime: '2025-02-27 09:12:00', updateTime: '2025-02-28 06:00:00', views: 962 },
  { id: 3, category: 'event', title: '黑暗降臨：怪物大暴走限時活動開跑', summary: '黑暗之力籠罩楓之谷！活動期間每天會隨機出現 90 分鐘的黑暗時段：怪物數量 3 倍，怪物血量 2 倍。', author: 'GM 楓葉', publishTime: '2025-02-25 11:00:00', updateTime: '2025-02-25 11:00:00', views: 1327 },
  { id: 4, category: 'guide', title: "Beginner's guide: from a new character to your first job", summary: 'This guide walks you through your first adventure: create a character, Maple Island, your first job.', author: 'GM Bao', publishTime: '2025-02-20 03:30:00', updateTime: '2025-02-22 01:00:00', views: 2210 },
];

export const sampleDetail: NoticeDetail = {
  ...sampleNotices[2],
  body: `<p>黑暗之力籠罩楓之谷！活動期間每天會隨機出現 <strong>90 分鐘</strong>的黑暗時段：</p>
<ul><li>怪物數量 <strong>3 倍</strong>，怪物血量 <strong>2 倍</strong>。</li><li>擊敗黑暗怪物有機會掉落「黑暗碎片」。</li></ul>
<h3>兌換獎勵</h3><ol><li>10 個碎片：強化藥水禮包</li><li>50 個碎片：混沌卷軸 1 張</li></ol>
<table><thead><tr><th>項目</th><th>內容</th></tr></thead><tbody><tr><td>時間</td><td>每日隨機 90 分鐘</td></tr></tbody></table>
<blockquote>保護帳號，從不分享密碼開始。</blockquote><pre><code>指令：@event</code></pre>`,
};
