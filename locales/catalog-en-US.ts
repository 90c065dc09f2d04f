/** The whole en-US catalog: one flat object, key `<namespace>.<path>` (see index.ts); the browser loads it in parts. */
import enCommon from './en-US/common.json';
import enNav from './en-US/nav.json';
import enFooter from './en-US/footer.json';
import enStatus from './en-US/status.json';
import enErrors from './en-US/errors.json';
import enAuth from './en-US/auth.json';
import enHome from './en-US/home.json';
import enDownload from './en-US/download.json';
import enRanking from './en-US/ranking.json';
import enNotice from './en-US/notice.json';
import enVote from './en-US/vote.json';
import enLegal from './en-US/legal.json';
import enProfile from './en-US/profile.json';
import enProfileOverview from './en-US/profileOverview.json';
import enProfileCharacters from './en-US/profileCharacters.json';
import enAccountUnlock from './en-US/accountUnlock.json';
import enShop from './en-US/shop.json';
import enLibrary from './en-US/library.json';
import enCategory from './en-US/category.json';
import enDebug from './en-US/debug.json';
import enJob from './en-US/job.json';
import enServer from './en-US/server.json';
import enGame from './en-US/game.json';
import enBilling from './en-US/billing.json';
import enInvites from './en-US/invites.json';
import { buildCatalog } from './flatten';

export default buildCatalog({
  common: enCommon,
  nav: enNav,
  footer: enFooter,
  status: enStatus,
  errors: enErrors,
  auth: enAuth,
  home: enHome,
  download: enDownload,
  ranking: enRanking,
  notice: enNotice,
  vote: enVote,
  legal: enLegal,
  profile: enProfile,
  profileOverview: enProfileOverview,
  profileCharacters: enProfileCharacters,
  accountUnlock: enAccountUnlock,
  shop: enShop,
  library: enLibrary,
  category: enCategory,
  debug: enDebug,
  job: enJob,
  server: enServer,
  game: enGame,
  billing: enBilling,
  invites: enInvites,
});
