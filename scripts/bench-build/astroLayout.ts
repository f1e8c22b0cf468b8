/**
 * The Astro site's layout, about as heavy as ours around an article (components/layout/): a contact
 * strip, a header with the main menu, the practice areas and a phone button (again in a small-screen
 * menu), and a footer with the firm, the areas, contact details, office hours and notices.
 */

export const ASTRO_LAYOUT = `---
import { SERVICES } from '../site';
interface Props { title: string; description: string; type?: 'website' | 'article' }
const { title, description, type = 'website' } = Astro.props;
const url = new URL(Astro.url.pathname, Astro.site);
const current = (href: string) => (Astro.url.pathname.startsWith(href) && href !== '/') || Astro.url.pathname === href;
const MENU = [['/', 'Home'], ['/who-we-are', 'Who We Are'], ['/about', 'About'], ['/insights', 'Insights'], ['/contact', 'Contact']];
const PHONES = [['+14165550142', '(416) 555-0142'], ['+19055550168', '(905) 555-0168']];
---
<!DOCTYPE html>
<html lang="en-CA">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="theme-color" content="#1d3a5f" />
    <title>{title} | Lakeshore Law</title>
    <meta name="description" content={description} />
    <link rel="canonical" href={url} />
    <meta property="og:type" content={type} />
    <meta property="og:site_name" content="Lakeshore Law Professional Corporation" />
    <meta property="og:title" content={\`\${title} | Lakeshore Law\`} />
    <meta property="og:description" content={description} />
    <meta property="og:url" content={url} />
    <meta property="og:locale" content="en_CA" />
    <meta property="og:image" content={new URL('/og-image.png', Astro.site)} />
    <meta name="twitter:card" content="summary_large_image" />
    <link rel="icon" href="/favicon.ico" sizes="any" />
    <link rel="alternate" type="application/atom+xml" href="/insights/feed.xml" title="Insights, Lakeshore Law" />
    <slot name="head" />
  </head>
  <body>
    <a class="skip" href="#main-content">Skip to main content</a>
    <aside class="strip" aria-label="Contact the firm">
      <p>Representing clients throughout Ontario</p>
      <ul>{PHONES.map(([dial, shown]) => <li><a href={\`tel:\${dial}\`}>{shown}</a></li>)}<li><a href="mailto:info@example.com">info@example.com</a></li></ul>
    </aside>
    <header class="site-header">
      <a class="brand" href="/">Lakeshore Law<span class="visually-hidden"> home page</span></a>
      <nav aria-label="Main">
        <ul>
          {MENU.map(([href, label]) => <li><a href={href} aria-current={current(href) ? 'true' : undefined}>{label}</a></li>)}
          <li>
            <a href="/what-we-do">What We Do</a>
            <details><summary><span class="visually-hidden">What We Do: practice areas</span></summary>
              <ul>{SERVICES.map((service) => <li><a href={service.slug}>{service.title}</a></li>)}</ul>
            </details>
          </li>
        </ul>
      </nav>
      <div class="actions"><a href="tel:+14165550142"><span class="visually-hidden">Call </span>(416) 555-0142</a><a class="button" href="/contact">Get Free Consultation</a></div>
      <details class="small-menu"><summary>Menu</summary>
        <nav aria-label="Main">
          <ul>
            {MENU.map(([href, label]) => <li><a href={href}>{label}</a></li>)}
            <li><a href="/what-we-do">What We Do</a><ul>{SERVICES.map((service) => <li><a href={service.slug}>{service.title}</a></li>)}</ul></li>
          </ul>
        </nav>
      </details>
    </header>
    <main id="main-content" tabindex="-1"><slot /></main>
    <footer class="site-footer">
      <div>
        <h2>Lakeshore Law Professional Corporation</h2>
        <p>Exceptional legal services with integrity and dedication.</p>
        <p>A full-service law firm based in Toronto, serving individuals, families and businesses throughout Ontario.</p>
        <p><a href="/about">About the firm</a></p>
      </div>
      <nav aria-labelledby="footer-services"><h2 id="footer-services">What We Do</h2>
        <ul>{SERVICES.map((service) => <li><a href={service.slug}>{service.title}</a></li>)}</ul>
      </nav>
      <div><h2>Contact Info</h2>
        <ul>
          {PHONES.map(([dial, shown]) => <li><a href={\`tel:\${dial}\`}>{shown}</a></li>)}
          <li><a href="mailto:info@example.com">info@example.com</a></li>
          <li><address>100 Example Street, Suite 400<br />Mississauga, ON L5B 0A1</address></li>
        </ul>
      </div>
      <div><h2>Office Hours</h2>
        <dl><div><dt>Monday - Friday</dt><dd>9:00 AM - 6:00 PM</dd></div><div><dt>Saturday</dt><dd>12:00 PM - 3:00 PM</dd></div><div><dt>Sunday</dt><dd>Closed</dd></div></dl>
      </div>
      <p>© 2024 Lakeshore Law Professional Corporation. All rights reserved.</p>
      <ul aria-label="Notices"><li><a href="/privacy">Privacy</a></li><li><a href="/legal-notice">Legal Notice</a></li><li><a href="/accessibility">Accessibility</a></li></ul>
    </footer>
  </body>
</html>
<style is:global>
  body { margin: 0; font-family: 'Source Sans 3', system-ui, sans-serif; line-height: 1.6; color: #1f2933; }
  h1, h2, h3 { font-family: 'Source Serif 4', Georgia, serif; color: #1d3a5f; line-height: 1.25; }
  a { color: #1d5fa0; }
  .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
  .skip { position: absolute; left: -999px; }
  .skip:focus { left: 1rem; top: 1rem; z-index: 1; }
  .strip { background: #1d3a5f; color: #fff; display: flex; justify-content: space-between; padding: 0.25rem 1rem; }
  .strip a { color: #fff; }
  .strip ul, .site-header ul, .site-footer ul { display: flex; flex-wrap: wrap; gap: 1rem; list-style: none; margin: 0; padding: 0; }
  .site-header { display: flex; align-items: center; justify-content: space-between; gap: 1rem; max-width: 72rem; margin: 0 auto; padding: 1rem; }
  .site-header details ul { position: absolute; flex-direction: column; background: #fff; box-shadow: 0 4px 12px rgb(0 0 0 / 0.15); padding: 1rem; }
  .brand { font-size: 1.5rem; font-weight: 600; color: #1d3a5f; text-decoration: none; }
  .button { background: #b5532a; color: #fff; padding: 0.5rem 1rem; border-radius: 4px; text-decoration: none; }
  .small-menu { display: none; }
  @media (max-width: 48rem) { .site-header > nav, .actions { display: none; } .small-menu { display: block; } }
  main > * { max-width: 72rem; margin-inline: auto; padding-inline: 1rem; }
  .site-footer { display: grid; grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr)); gap: 2rem; background: #f0f4f8; padding: 2rem 1rem; }
  .site-footer ul { flex-direction: column; gap: 0.25rem; }
</style>
`;
