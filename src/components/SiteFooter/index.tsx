/**
 * Footer: links, the advertised rates and the support contact, all read
 * from config/site.ts.
 */
import { Link } from '@umijs/max';
import { MailOutlined, TeamOutlined, ClockCircleOutlined } from '@ant-design/icons';
import { useT } from '@/lib/useT';
import { site } from '../../../config/site';
import { footerNav } from '../SiteLayout/navigation';
import Logo from '../Logo';

export default function SiteFooter() {
  const f = useT();
  return (
    <footer className="site-footer" data-testid="site-footer">
      <div className="site-footer-inner">
        <div className="site-footer-brand">
          <div className="site-footer-logo">
            <Logo size={36} />
            <span>{site.name}</span>
          </div>
          <p>{f('common.siteTagline')}</p>
          <p className="site-footer-pledge">{f('footer.noPayToWin')}</p>
        </div>
        <nav className="site-footer-col site-footer-links" aria-label={f('footer.links')}>
          <h3>{f('footer.links')}</h3>
          <ul>
            {footerNav.map((item) => (
              <li key={item.key}>
                <Link to={item.path}>{f(item.labelId)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-footer-col">
          <h3>{f('footer.rates')}</h3>
          <ul className="site-footer-rates">
            <li>
              {f('footer.expRate', { rate: site.rates.exp })}
              <span className="site-footer-muted">{f('footer.expAfter200', { rate: site.rates.expAfter200 })}</span>
            </li>
            <li>{f('footer.mesoRate', { rate: site.rates.meso })}</li>
            <li>{f('footer.bossDropRate', { rate: site.rates.bossDrop })}</li>
            <li>{f('footer.dropRate', { rate: site.rates.drop })}</li>
          </ul>
        </div>
        <div className="site-footer-col">
          <h3>{f('footer.support')}</h3>
          <ul>
            <li>
              <TeamOutlined /> {f('footer.chatGroup', { number: site.support.chatGroup })}
            </li>
            <li>
              <MailOutlined />{' '}
              <a href={`mailto:${site.support.email}`}>{f('footer.email', { email: site.support.email })}</a>
            </li>
            <li>
              <ClockCircleOutlined /> {f('footer.hours', { hours: site.support.hours })}
            </li>
          </ul>
        </div>
      </div>
      <div className="site-footer-bottom">{f('footer.copyright', { year: new Date().getFullYear(), name: site.name })}</div>
    </footer>
  );
}
