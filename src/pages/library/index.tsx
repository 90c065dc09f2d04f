/** Placeholder until this screen is built: a translated "coming soon" inside the layout. */
import ComingSoon from '@/components/ComingSoon';

export default function LibraryPage() {
  return <ComingSoon titleId="nav.library" />;
}
