import { useSite } from '../../renderer/PageDataContext';
import { container } from '../../styles/layout.css';
import { ChevronIcon } from '../icons';
import { isCurrentLink } from './navLinks';
import * as styles from './SiteHeader.css';

/**
 * Sticky header. Both menus are <details> elements so that they open by mouse, keyboard and
 * touch with no JavaScript at all; on wide screens the services menu also opens on hover.
 */
export function SiteHeader({ currentPath }: { currentPath: string }) {
  const { facts } = useSite();
  return (
    <header className={styles.header}>
      <div className={`${container} ${styles.inner}`}>
        <a className={styles.wordmark} href="/">
          {facts.shortName}
          <span className="visually-hidden"> home page</span>
        </a>
        <nav className={styles.wideNav} aria-label="Main">
          <NavList currentPath={currentPath} variant="wide" />
        </nav>
        <details className={styles.narrowMenu}>
          <summary className={styles.narrowToggle}>
            Menu <ChevronIcon />
          </summary>
          <nav className={styles.narrowPanel} aria-label="Main">
            <NavList currentPath={currentPath} variant="narrow" />
          </nav>
        </details>
      </div>
    </header>
  );
}

function NavList({ currentPath, variant }: { currentPath: string; variant: 'wide' | 'narrow' }) {
  const { facts, services } = useSite();
  return (
    <ul className={variant === 'wide' ? styles.wideList : styles.narrowList}>
      {facts.navigation.map((link) => (
        <li key={link.href} className={link.servicesMenu ? styles.hasMenu : undefined}>
          <a
            className={styles.navLink}
            href={link.href}
            aria-current={isCurrentLink(link.href, currentPath) ? 'page' : undefined}
          >
            {link.label}
          </a>
          {link.servicesMenu && variant === 'wide' && (
            <details className={styles.servicesMenu}>
              <summary className={styles.servicesToggle}>
                <span className="visually-hidden">{link.label}: practice areas</span>
                <ChevronIcon />
              </summary>
              <ServiceLinks services={services} currentPath={currentPath} className={styles.servicesPanel} />
            </details>
          )}
          {link.servicesMenu && variant === 'narrow' && (
            <ServiceLinks services={services} currentPath={currentPath} className={styles.narrowServices} />
          )}
        </li>
      ))}
    </ul>
  );
}

function ServiceLinks({
  services,
  currentPath,
  className,
}: {
  services: { slug: string; title: string }[];
  currentPath: string;
  className: string;
}) {
  return (
    <ul className={className}>
      {services.map((service) => (
        <li key={service.slug}>
          <a href={service.slug} aria-current={isCurrentLink(service.slug, currentPath) ? 'page' : undefined}>
            {service.title}
          </a>
        </li>
      ))}
    </ul>
  );
}
