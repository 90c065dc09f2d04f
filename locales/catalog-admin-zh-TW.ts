/** The operator console's zh-TW messages (key `admin.<path>`): loaded only by the console (src/components/AdminLayout). */
import zhAdmin from './zh-TW/admin.json';
import { buildCatalog } from './flatten';

export default buildCatalog({ admin: zhAdmin });
