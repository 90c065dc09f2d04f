// umi locale entry: the catalogs live in /locales (shared with the server).
import { catalogs } from '../../locales';

export default catalogs['en-US'];
