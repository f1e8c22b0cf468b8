import { useBookingHref, useShellText, useSite } from '../PageDataContext';
import { PageLink } from './PageLink';
import { container } from '../../styles/layout.css';
import { Wordmark } from '../brand/Wordmark';
import { ChevronIcon, CloseIcon, MenuIcon, PhoneIcon, SearchIcon } from '../icons';
import { currentMark } from './navLinks';
import * as styles from './SiteHeader.css';

const SITE_MENU_ID = 'site-menu';
const SERVICES_MENU_ID = 'services-menu';

/** Both menus are popovers: they work with no JavaScript, and the browser closes them and returns the focus. */
export function SiteHeader({ currentPath }: { currentPath: string }) {
  const text = useShellText();
  return (
    <header className={styles.header}>
      <div className={`${container} ${styles.inner}`}>
        <Wordmark className={styles.wordmark} />
        <nav className={styles.wideNav} aria-label={text.mainNavigation}>
          <NavList currentPath={currentPath} variant="wide" />
        </nav>
        <HeaderActions className={styles.wideActions} />
        <button type="button" className={styles.narrowToggle} popoverTarget={SITE_MENU_ID}>
          <MenuIcon /> {text.menu}
        </button>
        <div id={SITE_MENU_ID} popover="auto" className={styles.narrowPanel}>
          <div className={styles.narrowPanelTop}>
            <Wordmark className={styles.wordmark} />
            <button
              type="button"
              className={styles.closeButton}
              popoverTarget={SITE_MENU_ID}
              popoverTargetAction="hide"
            >
              <CloseIcon /> {text.close}
            </button>
          </div>
          {/* Its own name: a landmark's name tells it from the wide screens' navigation. */}
          <nav aria-label={text.menu}>
            <NavList currentPath={currentPath} variant="narrow" />
          </nav>
          <HeaderActions className={styles.narrowActions} />
        </div>
      </div>
    </header>
  );
}

function HeaderActions({ className }: { className: string }) {
  const { facts, searchPath } = useSite();
  const text = useShellText();
  const phone = facts.phones[0];
  return (
    <div className={className}>
      {searchPath && (
        // A plain link, not a form: the pages keep no script, and the search page has the box.
        <a className={styles.searchLink} href={searchPath}>
          <SearchIcon />
          <span className={styles.searchLabel}>{text.search}</span>
        </a>
      )}
      {phone && (
        <a className={styles.phoneLink} href={`tel:${phone.dial}`}>
          <PhoneIcon />
          <span className="visually-hidden">{text.call}</span>
          {phone.display}
        </a>
      )}
      <a className={styles.consultButton} href={useBookingHref()}>
        {text.consultation}
      </a>
    </div>
  );
}

function NavList({ currentPath, variant }: { currentPath: string; variant: 'wide' | 'narrow' }) {
  const { facts, services } = useSite();
  const text = useShellText();
  const serviceSlugs = services.map((service) => service.slug);
  return (
    <ul className={variant === 'wide' ? styles.wideList : styles.narrowList}>
      {facts.navigation.map((link) => (
        <li key={link.href} className={link.servicesMenu && variant === 'wide' ? styles.hasMenu : undefined}>
          <PageLink
            className={styles.navLink}
            href={link.href}
            aria-current={currentMark(link, currentPath, serviceSlugs)}
          >
            {link.label}
          </PageLink>
          {link.servicesMenu && variant === 'wide' && (
            <>
              <button type="button" className={styles.servicesToggle} popoverTarget={SERVICES_MENU_ID}>
                <span className="visually-hidden">{text.practiceAreasOf(link.label)}</span>
                <ChevronIcon />
              </button>
              <div id={SERVICES_MENU_ID} popover="auto" className={styles.servicesPanel}>
                <ServiceLinks currentPath={currentPath} className={styles.servicesList} />
              </div>
            </>
          )}
          {link.servicesMenu && variant === 'narrow' && (
            <ServiceLinks currentPath={currentPath} className={styles.narrowServices} />
          )}
        </li>
      ))}
    </ul>
  );
}

function ServiceLinks({ currentPath, className }: { currentPath: string; className: string }) {
  return (
    <ul className={className}>
      {useSite().services.map((service) => (
        <li key={service.slug}>
          <PageLink
            href={service.slug}
            aria-current={service.slug === currentPath ? 'page' : undefined}
            wordsLang={service.lang}
          >
            {service.title}
          </PageLink>
        </li>
      ))}
    </ul>
  );
}
