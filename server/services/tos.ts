/**
 * GET /api/tos: the terms of service in the caller's language, from the catalog keys
 * legal.terms.title, legal.terms.updated and legal.terms.sN.title / legal.terms.sN.body
 * for N = 1, 2, ... while present.
 */
import { catalogs, DEFAULT_LANG, type Lang } from '../../locales';
import { site } from '../../config/site';
import type { TermsOfService } from '../../config/contract/auth';

export function termsOfService(lang: Lang): TermsOfService {
  const cat = catalogs[lang];
  const fallback = catalogs[DEFAULT_LANG];
  const get = (key: string) => (cat[key] ?? fallback[key] ?? '').replace(/\{site\}/g, site.name);
  const sections: TermsOfService['sections'] = [];
  for (let n = 1; n <= 100; n++) {
    const title = `legal.terms.s${n}.title`;
    if (!(title in cat) && !(title in fallback)) break;
    sections.push({ title: get(title), body: get(`legal.terms.s${n}.body`) });
  }
  return {
    title: get('legal.terms.title') || get('server.tos.title'),
    updatedAt: get('legal.terms.updated'),
    sections,
  };
}
