/**
 * How the visual editor and the reference name each field (a name means the same in every folder); a field missing
 * here is named from its name. `title` and `author` stay for the descriptions that quote them.
 */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  title: 'Title',
  author: 'Author',
  slug: 'Address of the page',
  description: 'Summary for search results',
  aliases: 'Old addresses',
  noindex: 'Hide from search engines',
  structuredData: 'Describe the firm to search engines here',
  placeholders: 'Still to replace before launch',
  examples: 'Example values still to replace',
  heading: 'Main heading',
  order: 'Position in lists',
  formValue: 'Name in the consultation form’s data',
  summary: 'Short summary',
  heroImage: 'Picture at the top',
  audience: 'Who it is for',
  steps: 'How the matter goes',
  fees: 'How the firm charges',
  questions: 'Questions clients ask',
  lawyer: 'Lawyer for this area',
  email: 'E-mail',
  education: 'Education and background',
  body: 'Licensed by',
  number: 'Licence number',
  certifiedSpecialist: 'Certified specialist in',
  issuer: 'Given by',
  source: 'Where it is published',
  photo: 'Portrait',
  photoAlt: 'What the portrait shows',
  date: 'Published on',
  updated: 'Last revised on',
  areas: 'Practice areas',
  draft: 'Draft (not yet published)',
  firmName: 'Full name of the firm',
  shortName: 'Short name of the firm',
  blurb: 'Short description',
  serviceRegion: 'Region served',
  navigation: 'Header links',
  href: 'Leads to',
  servicesMenu: 'Opens the practice-areas menu',
  siteUrl: 'Public web address',
  phones: 'Phone numbers',
  display: 'Number as written',
  dial: 'Number phones call',
  address: 'Office address',
  country: 'Country (two letters)',
  appointmentNote: 'Note under the address',
  responseTime: 'Reply promise',
  languagesServed: 'Languages served',
  dayNames: 'Days, one by one',
  opens: 'Opens at',
  closes: 'Closes at',
  social: 'Social networks',
  url: 'Web address',
  claims: 'Figures about the firm',
  yearsExperience: 'Years of experience',
  founded: 'Year founded',
  notices: 'Required notices',
  privacy: 'Privacy notice page',
  legalNotice: 'Legal notice page',
  accessibility: 'Accessibility statement page',
  requestRetentionDays: 'Days a request is kept',
  sourceVersion: 'English version translated',
};

/** "translationDraft" → "Translation draft": a name in words, for a field without a label. */
export function nameInWords(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function fieldLabel(name: string): string {
  return FIELD_LABELS[name] ?? nameInWords(name);
}

/** The schema's description in the editor's words: a field name in backticks becomes its label, other backticks go. */
export function fieldHelp(description: string | undefined): string | undefined {
  return description?.replace(/`([^`]*)`/g, (_quoted, inner: string) =>
    inner in FIELD_LABELS ? `“${FIELD_LABELS[inner]}”` : inner,
  );
}
