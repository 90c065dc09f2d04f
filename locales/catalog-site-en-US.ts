/** The en-US catalog's site part (siteNamespaces.ts): the namespaces every page reads. */
import enCommon from './en-US/common.json';
import enNav from './en-US/nav.json';
import enFooter from './en-US/footer.json';
import enStatus from './en-US/status.json';
import enErrors from './en-US/errors.json';
import { buildCatalog } from './flatten';

export default buildCatalog({ common: enCommon, nav: enNav, footer: enFooter, status: enStatus, errors: enErrors });
