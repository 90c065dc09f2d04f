/** Unknown routes (catch-all in config/routes.ts). */
import NotFound from '@/components/NotFound';

export default function NotFoundPage() {
  return <NotFound />;
}
