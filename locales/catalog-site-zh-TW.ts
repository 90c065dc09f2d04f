/** The zh-TW catalog's site part (siteNamespaces.ts): the namespaces every page reads. */
import zhCommon from './zh-TW/common.json';
import zhNav from './zh-TW/nav.json';
import zhFooter from './zh-TW/footer.json';
import zhStatus from './zh-TW/status.json';
import zhErrors from './zh-TW/errors.json';
import { buildCatalog } from './flatten';

export default buildCatalog({ common: zhCommon, nav: zhNav, footer: zhFooter, status: zhStatus, errors: zhErrors });
