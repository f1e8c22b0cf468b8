import { langOf, type SiteContent } from '../content-pipeline/contentTypes';
import { LANGUAGE_TAGS, LANGUAGES, languageRoot } from '../lib/languages';
import { absoluteUrl } from '../content-pipeline/routes';

export function legalServiceJsonLd(content: SiteContent): object {
  const { facts } = content;
  return {
    '@context': 'https://schema.org',
    '@type': 'LegalService',
    name: facts.firmName,
    description: facts.blurb,
    url: absoluteUrl(content, languageRoot(langOf(content))),
    knowsLanguage: LANGUAGES.map((lang) => LANGUAGE_TAGS[lang].html),
    email: facts.email,
    telephone: facts.phones.map((phone) => phone.dial),
    foundingDate: String(facts.claims.founded),
    address: {
      '@type': 'PostalAddress',
      streetAddress: facts.address.street,
      addressLocality: facts.address.city,
      addressRegion: facts.address.province,
      postalCode: facts.address.postalCode,
      addressCountry: facts.address.country,
    },
    areaServed: { '@type': 'AdministrativeArea', name: 'Ontario, Canada' },
    openingHoursSpecification: facts.officeHours
      .filter((row) => row.opens && row.closes)
      .map((row) => ({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: row.dayNames,
        opens: row.opens,
        closes: row.closes,
      })),
    sameAs: facts.social.map((network) => network.url),
    knowsAbout: content.services.map((service) => service.frontmatter.title),
  };
}
