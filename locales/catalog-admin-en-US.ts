/** The operator console's en-US messages (key `admin.<path>`): loaded only by the console (src/components/AdminLayout). */
import enAdmin from './en-US/admin.json';
import { buildCatalog } from './flatten';

export default buildCatalog({ admin: enAdmin });
