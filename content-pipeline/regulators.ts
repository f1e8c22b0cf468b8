/** The bodies that license the people of a team profile, in one table: schema, checker, reference and profiles read it. */
import type { Lang } from '../lib/languages';
import { nearestName } from './nearestName';

export interface Regulator {
  number: RegExp;
  example: string;
  /** Other names an editor may write: the checker suggests the right one. */
  alsoKnownAs: readonly string[];
  directoryName: string;
  /** A link the visitor follows, never a request the site makes: the directories cannot be linked per licensee. */
  directoryUrl: string;
  /** Its name and its directory's in a translated language (by its code): the English ones in any other. */
  translations: Partial<Record<Lang, { name: string; directory: string }>>;
}

export const LICENSING_BODIES = {
  'Law Society of Ontario': {
    number: /^(?:\d{4,6}[A-Z]|P\d{4,6})$/,
    example: '"12345A" for a lawyer or "P12345" for a paralegal',
    alsoKnownAs: ['LSO', 'Law Society of Upper Canada', 'LSUC', 'Ontario Law Society'],
    directoryName: 'Lawyer and Paralegal Directory',
    directoryUrl: 'https://lso.ca/public-resources/finding-a-lawyer-or-paralegal/lawyer-and-paralegal-directory',
    translations: { fr: { name: 'Barreau de l’Ontario', directory: 'l’Annuaire des avocats et des parajuristes' } },
  },
  'College of Immigration and Citizenship Consultants': {
    number: /^R\d{6}$/,
    example: '"R123456"',
    alsoKnownAs: ['CICC', 'ICCRC', 'Immigration Consultants of Canada Regulatory Council', 'College-IC'],
    directoryName: 'Public Register',
    directoryUrl: 'https://college-ic.ca/protecting-the-public/find-an-immigration-consultant',
    translations: {
      fr: { name: 'Collège des consultants en immigration et en citoyenneté', directory: 'le Registre public' },
    },
  },
} as const satisfies Record<string, Regulator>;

export type LicensingBody = keyof typeof LICENSING_BODIES;

/** The one body that certifies specialists, and whose licensees alone a page may call lawyers. */
export const LAWYERS_REGULATOR: LicensingBody = 'Law Society of Ontario';

export const LICENSING_BODY_NAMES = Object.keys(LICENSING_BODIES) as LicensingBody[];

export function isLicensingBody(value: unknown): value is LicensingBody {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(LICENSING_BODIES, value);
}

export function meantLicensingBody(written: string): LicensingBody | undefined {
  const plain = written.trim().toLowerCase();
  const byOtherName = LICENSING_BODY_NAMES.find((body) =>
    [body, ...LICENSING_BODIES[body].alsoKnownAs].some((name) => name.toLowerCase() === plain),
  );
  return byOtherName ?? (nearestName(written.trim(), LICENSING_BODY_NAMES) as LicensingBody | undefined);
}

export type LicenceView = ReturnType<typeof licenceView>;

export function licenceView(licence: { body: string; number: string }, lang: Lang) {
  // The schema admits only the bodies of the table, so a miss is a bug in the code.
  if (!isLicensingBody(licence.body)) throw new Error(`No regulator "${licence.body}" in regulators.ts`);
  const { directoryName, directoryUrl, translations }: Regulator = LICENSING_BODIES[licence.body];
  const { name: body, directory } = translations[lang] ?? { name: licence.body, directory: directoryName };
  return { lang, regulator: licence.body, body, number: licence.number, directoryName: directory, directoryUrl };
}
