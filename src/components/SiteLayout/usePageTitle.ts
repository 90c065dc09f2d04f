/** The document title follows the route and the language ("Ranking · MapleStory Classic"). */
import { useIntl, useLocation } from '@umijs/max';
import { useEffect } from 'react';
import { site } from '../../../config/site';
import { pageRoutes, type SiteRoute } from '../../../config/routes';
import { matchRoutePath } from '@/lib/routeMatch';

/** `routes`: where the title keys are looked up (the console passes its own). */
export function usePageTitle(routes: SiteRoute[] = pageRoutes) {
  const intl = useIntl();
  const { pathname } = useLocation();
  useEffect(() => {
    const route = routes.find((r) => matchRoutePath(r.path, pathname));
    const page = route?.titleKey ? intl.formatMessage({ id: route.titleKey }) : '';
    const tagline = intl.formatMessage({ id: 'common.siteTagline' });
    document.title = page && pathname !== '/' ? `${page} · ${site.name}` : `${site.name} · ${tagline}`;
  }, [pathname, intl, routes]);
}
