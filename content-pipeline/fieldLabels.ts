/**
 * How the visual editor names each field, by field name (a name means the same in every folder);
 * a field missing here is named from its name. FIELD_HELP replaces descriptions written for a file.
 */

export const FIELD_LABELS: Readonly<Record<string, string>> = {
  slug: 'Address of the page',
  title: 'Title',
  description: 'Summary for search results',
  aliases: 'Old addresses',
  noindex: 'Hide from search engines',
  structuredData: 'Describe the firm to search engines here',
  placeholders: 'Still to replace before launch',
  heading: 'Main heading',
  order: 'Position in lists',
  formValue: 'Name in the consultation form’s data',
  summary: 'Short summary',
  highlights: 'Highlights',
  heroImage: 'Picture at the top',
  backLink: 'Show the "Back to What We Do" link',
  lawyer: 'Lawyer for this area',
  name: 'Name',
  role: 'Role',
  email: 'E-mail',
  education: 'Education and background',
  licence: 'Licence',
  body: 'Licensed by',
  number: 'Licence number',
  certifiedSpecialist: 'Certified specialist in',
  awards: 'Awards',
  issuer: 'Given by',
  year: 'Year',
  source: 'Where it is published',
  photo: 'Portrait',
  photoAlt: 'What the portrait shows',
  date: 'Published on',
  updated: 'Last revised on',
  author: 'Author',
  areas: 'Practice areas',
  draft: 'Draft (not yet published)',
  firmName: 'Full name of the firm',
  shortName: 'Short name of the firm',
  tagline: 'Tagline',
  blurb: 'Short description',
  serviceRegion: 'Region served',
  navigation: 'Header links',
  label: 'Label',
  href: 'Leads to',
  servicesMenu: 'Opens the practice-areas menu',
  siteUrl: 'Public web address',
  phones: 'Phone numbers',
  display: 'Number as written',
  dial: 'Number phones call',
  address: 'Office address',
  street: 'Street',
  city: 'City',
  province: 'Province',
  postalCode: 'Postal code',
  country: 'Country (two letters)',
  appointmentNote: 'Note under the address',
  responseTime: 'Reply promise',
  officeHours: 'Office hours',
  days: 'Days',
  hours: 'Hours',
  dayNames: 'Days, one by one',
  opens: 'Opens at',
  closes: 'Closes at',
  social: 'Social networks',
  url: 'Web address',
  claims: 'Figures about the firm',
  yearsExperience: 'Years of experience',
  clientsServed: 'Clients served',
  founded: 'Year founded',
  copyrightYear: 'Copyright year',
  notices: 'Required notices',
  privacy: 'Privacy notice page',
  legalNotice: 'Legal notice page',
  accessibility: 'Accessibility statement page',
  requestRetentionDays: 'Days a request is kept',
  sourceVersion: 'English version translated',
};

/** Help in the editor's words where the schema's description is written for a file. */
export const FIELD_HELP: Readonly<Record<string, string>> = {
  noindex: 'Ticked, the page is hidden from search engines and the sitemap (the thank-you page uses it).',
  structuredData: 'Ticked, this page describes the firm to search engines (home and contact use it).',
  backLink: 'Unticked, the "Back to What We Do" link above the page is removed.',
  draft: 'Ticked while it is being written: the public site does not show it. Untick it to publish.',
  servicesMenu: 'Ticked, this link opens a menu of every practice area.',
  placeholders:
    'What is still an example or awaits the firm’s approval: one line each, saying what it is and what to do. Remove each line once done.',
  author: 'Who wrote it: the article links to their profile, and the profile lists their latest articles.',
  areas: 'The practice areas it concerns: the article joins each area’s list.',
  lawyer:
    'Who handles this area, shown as "Your lawyer" beside the opening text. Left empty: the first lawyer of the Law Society of Ontario on Who We Are.',
  sourceVersion:
    'Which version of the English page this French page translates. When the English page changes, the checker says so and gives the new version to write here once the French says the same again.',
  licence: 'The licence line under the role. Staff who hold no licence: leave both empty.',
};

/** "translationDraft" → "Translation draft": a name in words, for a field without a label. */
export function nameInWords(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function fieldLabel(name: string): string {
  return FIELD_LABELS[name] ?? nameInWords(name);
}

/**
 * The help the editor shows under a field: its own help, or the schema's description in plain
 * words: a field name in backticks becomes the label the editor sees, other backticks go.
 */
export function fieldHelp(name: string, description: string | undefined): string | undefined {
  const own = FIELD_HELP[name];
  if (own) return own;
  return description?.replace(/`([^`]*)`/g, (_quoted, inner: string) =>
    inner in FIELD_LABELS ? `“${FIELD_LABELS[inner]}”` : inner,
  );
}
