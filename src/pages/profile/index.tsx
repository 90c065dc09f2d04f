/** Placeholder until this screen is built: a translated "coming soon" inside the layout. */
import ComingSoon from '@/components/ComingSoon';

export default function ProfilePage() {
  return <ComingSoon titleId="nav.profile" />;
}
