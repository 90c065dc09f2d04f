/**
 * The whole database as Kysely sees it: the game's tables plus the site's own
 * (prefixed web_). Each domain keeps its table types in server/db/tables/<domain>.ts
 * and its migration in server/db/migrations/<NNNN>_<domain>.ts.
 */
import type { GameTables } from './tables/game';
import type { RankingTables } from './tables/ranking';
import type { VoteTables } from './tables/vote';
import type { NoticeTables } from './tables/notice';
import type { AuthTables } from './tables/auth';
import type { LibraryTables } from './tables/library';
import type { ShopTables } from './tables/shop';
import type { ProfileTables } from './tables/profile';
import type { BillingTables } from './tables/billing';
import type { SessionTables } from './tables/sessions';
import type { AdminTables } from './tables/admin';
import type { RewardTables } from './tables/rewards';

// Each domain adds its interface here (AuthTables, VoteTables, NoticeTables, ...).
export interface Database
  extends GameTables, AuthTables, NoticeTables, VoteTables, RankingTables, LibraryTables, ShopTables, ProfileTables, BillingTables, SessionTables, AdminTables,
    RewardTables {}
