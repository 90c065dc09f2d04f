/** The whole zh-TW catalog: one flat object, key `<namespace>.<path>` (see index.ts); the browser loads it in parts. */
import zhCommon from './zh-TW/common.json';
import zhNav from './zh-TW/nav.json';
import zhFooter from './zh-TW/footer.json';
import zhStatus from './zh-TW/status.json';
import zhErrors from './zh-TW/errors.json';
import zhAuth from './zh-TW/auth.json';
import zhHome from './zh-TW/home.json';
import zhDownload from './zh-TW/download.json';
import zhRanking from './zh-TW/ranking.json';
import zhNotice from './zh-TW/notice.json';
import zhVote from './zh-TW/vote.json';
import zhLegal from './zh-TW/legal.json';
import zhProfile from './zh-TW/profile.json';
import zhProfileOverview from './zh-TW/profileOverview.json';
import zhProfileCharacters from './zh-TW/profileCharacters.json';
import zhAccountUnlock from './zh-TW/accountUnlock.json';
import zhShop from './zh-TW/shop.json';
import zhLibrary from './zh-TW/library.json';
import zhCategory from './zh-TW/category.json';
import zhDebug from './zh-TW/debug.json';
import zhJob from './zh-TW/job.json';
import zhServer from './zh-TW/server.json';
import zhGame from './zh-TW/game.json';
import zhBilling from './zh-TW/billing.json';
import zhInvites from './zh-TW/invites.json';
import { buildCatalog } from './flatten';

export default buildCatalog({
  common: zhCommon,
  nav: zhNav,
  footer: zhFooter,
  status: zhStatus,
  errors: zhErrors,
  auth: zhAuth,
  home: zhHome,
  download: zhDownload,
  ranking: zhRanking,
  notice: zhNotice,
  vote: zhVote,
  legal: zhLegal,
  profile: zhProfile,
  profileOverview: zhProfileOverview,
  profileCharacters: zhProfileCharacters,
  accountUnlock: zhAccountUnlock,
  shop: zhShop,
  library: zhLibrary,
  category: zhCategory,
  debug: zhDebug,
  job: zhJob,
  server: zhServer,
  game: zhGame,
  billing: zhBilling,
  invites: zhInvites,
});
