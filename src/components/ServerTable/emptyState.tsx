import { Empty } from 'antd';
import type { ReactNode } from 'react';

/** The usual empty state of a server table. */
export const emptyState = (description: ReactNode) => <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={description} />;
