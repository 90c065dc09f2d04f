/**
 * Demo notices for the demo world: every category, both languages, rich text.
 * `seedNotices(db)` is idempotent: it inserts only into an empty web_notices table,
 * so notices an operator edited or deleted never come back.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { toDbTime } from '../db/time';
import { sanitizeNoticeHtml } from '../services/notice';
import type { NoticeCategory } from '../../config/contract/notice';

interface DemoNotice {
  category: NoticeCategory;
  daysAgo: number;
  /** Edited this many days after publishing (0 = never edited). */
  editedAfter?: number;
  pinned?: boolean;
  views: number;
  author: string;
  title_zh: string;
  title_en: string;
  body_zh: string;
  body_en: string;
}

export const DEMO_NOTICES: DemoNotice[] = [
  {
    category: 'important',
    daysAgo: 2,
    pinned: true,
    views: 1843,
    author: 'GM 楓葉',
    title_zh: '【重要】帳號安全守則與官方聯絡管道',
    title_en: '[Important] Account safety and our official contacts',
    body_zh: `<p>近期有玩家反映收到冒充管理員的私訊，要求提供密碼或「驗證帳號」。請各位冒險者注意：</p>
<ul><li><strong>管理員絕對不會</strong>向您索取密碼、信箱驗證碼或生日。</li><li>官方僅透過網站公告、官方信箱與官方社群群組聯繫玩家。</li><li>請勿下載來路不明的外掛或「加速器」，帳號因此被盜恕不處理。</li></ul>
<h3>建議做法</h3><ol><li>使用 6–16 字元、英數與符號混合的密碼，且不與其他網站共用。</li><li>定期於<a href="/profile">會員中心</a>確認最後登入時間。</li><li>發現異常請立即聯絡客服。</li></ol>
<blockquote>保護帳號，從不分享密碼開始。</blockquote>`,
    body_en: `<p>Some players reported private messages from people pretending to be game masters and asking for passwords or to "verify the account". Please remember:</p>
<ul><li><strong>Game masters never</strong> ask for your password, e-mail code or birthday.</li><li>We only contact players through site notices, our official e-mail and the official community group.</li><li>Do not install unknown hacks or "speed tools"; accounts lost that way are not restored.</li></ul>
<h3>What we recommend</h3><ol><li>Use a 6–16 character password mixing letters, digits and symbols, used nowhere else.</li><li>Check your last login time in your <a href="/profile">profile</a> now and then.</li><li>Contact support at once if anything looks wrong.</li></ol>
<blockquote>Keeping your account safe starts with never sharing your password.</blockquote>`,
  },
  {
    category: 'maintenance',
    daysAgo: 1,
    editedAfter: 1,
    views: 962,
    author: 'GM 小藍',
    title_zh: '每週例行維護：週四 06:00–08:00',
    title_en: 'Weekly maintenance: Thursday 06:00–08:00',
    body_zh: `<p>為提供更穩定的遊戲環境，伺服器將於本週四進行例行維護。</p>
<table><thead><tr><th>項目</th><th>內容</th></tr></thead><tbody><tr><td>維護時間</td><td>週四 06:00–08:00（台北時間）</td></tr><tr><td>影響範圍</td><td>所有頻道、網站商城暫停購買</td></tr><tr><td>補償</td><td>維護結束後登入可領取 2 小時雙倍經驗券</td></tr></tbody></table>
<p>維護期間請勿登入遊戲，以免資料未能正確儲存。維護可能提前或延後結束，請以公告為準。</p>`,
    body_en: `<p>To keep the game stable, the servers go down for routine maintenance this Thursday.</p>
<table><thead><tr><th>Item</th><th>Details</th></tr></thead><tbody><tr><td>Time</td><td>Thursday 06:00–08:00 (Taipei time)</td></tr><tr><td>Affected</td><td>All channels; web shop purchases paused</td></tr><tr><td>Compensation</td><td>A 2-hour double EXP coupon when you log in afterwards</td></tr></tbody></table>
<p>Please stay logged out during maintenance so your progress is saved correctly. Maintenance may end earlier or later; this notice is updated if it does.</p>`,
  },
  {
    category: 'event',
    daysAgo: 3,
    views: 1327,
    author: 'GM 楓葉',
    title_zh: '黑暗降臨：怪物大暴走限時活動開跑',
    title_en: 'Darkness falls: the monster surge event is live',
    body_zh: `<p>黑暗之力籠罩楓之谷！活動期間每天會隨機出現 <strong>90 分鐘</strong>的黑暗時段：</p>
<ul><li>怪物數量 <strong>3 倍</strong>，怪物血量 <strong>2 倍</strong>。</li><li>擊敗黑暗怪物有機會掉落「黑暗碎片」，可至弓箭手村 NPC 兌換獎勵。</li><li>組隊挑戰可獲得額外經驗值。</li></ul>
<h3>兌換獎勵</h3><ol><li>10 個碎片：強化藥水禮包</li><li>50 個碎片：混沌卷軸 1 張</li><li>120 個碎片：黑暗之翼披風（永久）</li></ol>`,
    body_en: `<p>Darkness covers the world! Every day of the event a random <strong>90-minute</strong> dark period starts:</p>
<ul><li><strong>3x</strong> monsters, each with <strong>2x</strong> HP.</li><li>Dark monsters may drop "Dark Shards"; trade them with the NPC in Henesys.</li><li>Parties earn extra experience.</li></ul>
<h3>Rewards</h3><ol><li>10 shards: a potion bundle</li><li>50 shards: one Chaos Scroll</li><li>120 shards: the Wings of Darkness cape (permanent)</li></ol>`,
  },
  {
    category: 'guide',
    daysAgo: 5,
    editedAfter: 2,
    views: 2210,
    author: 'GM 阿寶',
    title_zh: '新手指南：從建立角色到第一次轉職',
    title_en: "Beginner's guide: from a new character to your first job",
    body_zh: `<h2>歡迎來到楓之谷！</h2><p>這篇指南帶你走完最初的冒險。</p>
<h3>1. 建立角色</h3><p>登入後選擇頻道，點「建立角色」，選擇外型與名稱。名稱建立後無法修改，請慎選。</p>
<h3>2. 彩虹島</h3><p>完成島上的新手任務可獲得初始裝備與藥水，建議練到 <strong>10 等</strong>再搭船前往維多利亞島。</p>
<h3>3. 第一次轉職</h3><ul><li>劍士：勇士之村 武術教練</li><li>法師：魔法森林 漢斯</li><li>弓箭手：弓箭手村 赫麗娜</li><li>盜賊：墮落城市 達克魯</li><li>海盜：鯨魚號 凱琳</li></ul>
<p>小提示：遊戲中按 <code>F12</code> 可開啟面板調整解析度。</p>`,
    body_en: `<h2>Welcome to the world of Maple!</h2><p>This guide walks you through your first adventure.</p>
<h3>1. Create a character</h3><p>After logging in, choose a channel, click "Create character" and pick a look and a name. Names cannot be changed later.</p>
<h3>2. Maple Island</h3><p>The beginner quests give you starter equipment and potions. Reach <strong>level 10</strong> before taking the ship to Victoria Island.</p>
<h3>3. Your first job</h3><ul><li>Warrior: Dances with Balrog in Perion</li><li>Magician: Grendel in Ellinia</li><li>Bowman: Athena Pierce in Henesys</li><li>Thief: Dark Lord in Kerning City</li><li>Pirate: Kyrin on the Nautilus</li></ul>
<p>Tip: press <code>F12</code> in game to open the panel that changes the resolution.</p>`,
  },
  {
    category: 'event',
    daysAgo: 7,
    views: 1488,
    author: 'GM 小藍',
    title_zh: '每日投票領點數：連續投票加碼',
    title_en: 'Vote every day for NX, with a streak bonus',
    body_zh: `<p>每天到<a href="/vote">投票頁</a>為伺服器投票，即可獲得 <strong>5,000 點</strong>樂豆點。</p>
<ul><li>連續投票每天再加 500 點，累計上限 10,000 點。</li><li>獎勵會在 5 分鐘內自動發送；若角色在遊戲中，將於下線後入帳。</li></ul>
<p>感謝大家的支持，讓更多冒險者找到我們！</p>`,
    body_en: `<p>Vote for the server on the <a href="/vote">vote page</a> every day to get <strong>5,000 NX</strong>.</p>
<ul><li>Each consecutive day adds 500 NX, up to 10,000 NX.</li><li>Rewards arrive within 5 minutes; if you are in game they are credited once you log out.</li></ul>
<p>Thank you for helping more adventurers find us!</p>`,
  },
  {
    category: 'guide',
    daysAgo: 9,
    views: 1675,
    author: 'GM 阿寶',
    title_zh: '裝備等級系統與混沌卷軸說明',
    title_en: 'Equipment levels and the Chaos Scroll explained',
    body_zh: `<p>本伺服器加入<strong>裝備等級系統</strong>：裝備隨著擊殺怪物累積經驗，升級時隨機提升能力值。</p>
<h3>混沌卷軸</h3><p>本服的混沌卷軸<strong>不會降低</strong>任何能力值，只會維持或提升，放心使用！</p>
<h3>卷軸加成倍率</h3><table><thead><tr><th>能力</th><th>加成</th></tr></thead><tbody><tr><td>HP / MP</td><td>5 倍</td></tr><tr><td>魔法攻擊力</td><td>4 倍</td></tr><tr><td>其他能力</td><td>2 倍</td></tr></tbody></table>`,
    body_en: `<p>This server adds an <strong>equipment level system</strong>: gear gains experience as you defeat monsters and raises random stats when it levels up.</p>
<h3>Chaos Scroll</h3><p>Our Chaos Scroll <strong>never lowers</strong> a stat: stats stay or go up, so scroll away!</p>
<h3>Scroll boosts</h3><table><thead><tr><th>Stat</th><th>Boost</th></tr></thead><tbody><tr><td>HP / MP</td><td>5x</td></tr><tr><td>Magic attack</td><td>4x</td></tr><tr><td>Other stats</td><td>2x</td></tr></tbody></table>`,
  },
  {
    category: 'maintenance',
    daysAgo: 12,
    views: 704,
    author: 'GM 小藍',
    title_zh: '臨時維護完成：修正商城購買異常',
    title_en: 'Emergency maintenance done: web shop purchase fix',
    body_zh: `<p>稍早網站商城發生部分購買未入帳的情況，已於臨時維護中修正。</p>
<p>受影響的玩家已自動補發商品並額外贈送 <strong>1,000 樂豆點</strong>。若仍有問題，請附上角色名稱與購買時間聯絡客服。</p>`,
    body_en: `<p>Earlier today some web shop purchases were not delivered. We fixed it during an emergency maintenance.</p>
<p>Affected players received their items automatically plus <strong>1,000 NX</strong>. If something is still missing, contact support with your character name and the time of purchase.</p>`,
  },
  {
    category: 'important',
    daysAgo: 15,
    views: 2532,
    author: 'GM 楓葉',
    title_zh: '不課金承諾：時間制付費與免費體驗',
    title_en: 'Our no pay-to-win pledge: time-based payment and a free trial',
    body_zh: `<p>我們承諾本伺服器<strong>絕不販售影響平衡的道具</strong>。</p>
<ul><li>採時間制付費，所有玩家站在同一起跑點。</li><li>新角色可免費體驗，直到達到指定等級。</li><li>網站商城僅販售外觀與便利性道具。</li></ul>
<p>詳細規範請見<a href="/terms">服務條款</a>。</p>`,
    body_en: `<p>We promise <strong>never to sell items that break the balance</strong>.</p>
<ul><li>Payment is time-based, so every player starts equal.</li><li>New characters play free up to a set level.</li><li>The web shop sells only cosmetics and convenience items.</li></ul>
<p>See the <a href="/terms">terms of service</a> for the details.</p>`,
  },
  {
    category: 'event',
    daysAgo: 20,
    views: 998,
    author: 'GM 阿寶',
    title_zh: '公會爭霸賽報名開始',
    title_en: 'Guild championship: sign-ups are open',
    body_zh: `<p>公會長請於活動期間向各城鎮的公會 NPC 報名。依公會點數（GP）排名發放獎勵：</p>
<ol><li>第 1 名：公會專屬徽章外框與 100,000 GP</li><li>第 2–3 名：50,000 GP</li><li>第 4–10 名：20,000 GP</li></ol>
<p>目前排名可在<a href="/ranking?tab=guild">排行榜</a>查看。</p>`,
    body_en: `<p>Guild masters, sign up with the guild NPC in any town during the event. Rewards go by guild points (GP):</p>
<ol><li>1st: an exclusive emblem frame and 100,000 GP</li><li>2nd–3rd: 50,000 GP</li><li>4th–10th: 20,000 GP</li></ol>
<p>See the current standings on the <a href="/ranking?tab=guild">ranking</a>.</p>`,
  },
  {
    category: 'guide',
    daysAgo: 26,
    views: 1190,
    author: 'GM 楓葉',
    title_zh: '職業祝福與轉換分支指南',
    title_en: 'Class blessings and job-branch switching',
    body_zh: `<p>各職業在特定等級可獲得專屬祝福：</p>
<ul><li>30 等：法師與弓箭手</li><li>120 等：弓箭手第二階段</li><li>160 等：劍士</li></ul>
<p>角色達到 <strong>160 等</strong>後，可至自由市場 NPC 轉換同職業的分支，技能點數將重新分配。</p>
<pre><code>指令：@jobswitch</code></pre>`,
    body_en: `<p>Each class receives its own blessing at a set level:</p>
<ul><li>Level 30: magicians and bowmen</li><li>Level 120: bowmen, phase 2</li><li>Level 160: warriors</li></ul>
<p>At <strong>level 160</strong> a character can switch to another branch of its class with the NPC in the Free Market; skill points are reset.</p>
<pre><code>Command: @jobswitch</code></pre>`,
  },
];

/** Inserts the demo notices into an empty web_notices table. Returns how many it inserted. */
export async function seedNotices(db: Kysely<Database>, now = new Date()): Promise<number> {
  const existing = await db
    .selectFrom('web_notices')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  if (Number(existing.n) > 0) return 0;
  const day = 24 * 3600 * 1000;
  const rows = DEMO_NOTICES.map((n, index) => {
    // Spread the hour so notices of the same day still have a stable order.
    const published = new Date(now.getTime() - n.daysAgo * day - (index + 1) * 37 * 60_000);
    const updated = n.editedAfter ? new Date(published.getTime() + n.editedAfter * day - 3 * 3600_000) : published;
    return {
      category: n.category,
      title_zh: n.title_zh,
      title_en: n.title_en,
      body_zh: sanitizeNoticeHtml(n.body_zh),
      body_en: sanitizeNoticeHtml(n.body_en),
      author: n.author,
      status: 'published',
      pinned: n.pinned ? 1 : 0,
      published_at: toDbTime(published),
      created_at: toDbTime(published),
      updated_at: toDbTime(updated < now ? updated : now),
      views: n.views,
    };
  });
  const write = async (trx: Kysely<Database>) => {
    for (const row of rows) await trx.insertInto('web_notices').values(row).execute();
  };
  // Inside the caller's transaction (the demo seed) or in one of its own.
  if (db.isTransaction) await write(db);
  else await db.transaction().execute(write);
  return rows.length;
}
