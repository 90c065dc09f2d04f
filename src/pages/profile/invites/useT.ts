/** Message helper of the invites tab: `t('ui.x')` reads `invites.ui.x`. */
import { useT } from '@/lib/useT';
import { useSectionHelpers } from '../components/sectionT';

export const useInvitesT = () => useSectionHelpers('invites', useT('invites'));
