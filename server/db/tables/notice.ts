/**
 * The site's notices (announcements) and their per-visitor daily view marks.
 * Created by migration 0004_notice. Times are UTC text 'YYYY-MM-DD HH:mm:ss'.
 */
import type { ColumnType, Generated } from 'kysely';

type Def<T> = ColumnType<T, T | undefined, T>;

export interface WebNoticesTable {
  id: Generated<number>;
  /** guide | event | maintenance | important (config/contract/notice.ts NOTICE_CATEGORIES). */
  category: string;
  title_zh: string;
  title_en: string;
  /** Rich text HTML, sanitized with the allow-list on write (and again on read). */
  body_zh: string;
  body_en: string;
  author: string;
  /** draft | published. Players see a published notice from published_at on. */
  status: Def<string>;
  /** 1 = pinned to the top of the list. */
  pinned: Def<number>;
  /**
   * When players see the notice from: set when first published; a time in the future is a
   * scheduled notice (hidden until then). Null for a draft never published.
   */
  published_at: Def<string | null>;
  created_at: string;
  updated_at: string;
  views: Def<number>;
}

export interface WebNoticeViewsTable {
  notice_id: number;
  /** sha256 of account id, or of IP + user agent + day, for anonymous visitors. */
  visitor_hash: string;
  /** UTC day 'YYYY-MM-DD'. */
  day: string;
}

export interface NoticeTables {
  web_notices: WebNoticesTable;
  web_notice_views: WebNoticeViewsTable;
}
