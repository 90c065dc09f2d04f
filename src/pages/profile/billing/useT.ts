/** Message helper of the billing tab: `t('ui.x')` reads `billing.ui.x`. */
import { useT } from '@/lib/useT';
import { useSectionHelpers } from '../components/sectionT';

export const useBillingT = () => useSectionHelpers('billing', useT('billing'));
