/**
 * The one schema for everything under `content/`; each field's description is the editor's help and the reference's text.
 * Unknown fields are rejected so that a misspelt field name never silently does nothing.
 */
import * as yup from 'yup';
import { awardsField } from './awardSchema';
import { PICTURE_USES } from './pictures';
import { shown, toSitePath, toWords, writeHint } from './fixHint';
import {
  isLicensingBody,
  LAWYERS_REGULATOR,
  LICENSING_BODIES,
  LICENSING_BODY_NAMES,
  meantLicensingBody,
} from './regulators';

declare module 'yup' {
  interface CustomSchemaMetadata {
    /** The field's name in the visual editor and the reference, which quote it in their help and messages. */
    label?: string;
    /** Quoted in the fix of a "missing" problem: never a real file's value, so pasting it never copies another file. */
    example?: string;
    description?: string;
    /** The value names a file of this folder: the editor offers a list of them. */
    refersTo?: 'team' | 'services';
    /** When a custom test (not `oneOf`) checks the values: the editor offers a list. */
    choices?: readonly string[];
    /** A picture: the editor uploads it into content/images/ and writes its address. */
    picture?: true;
    /** Sentences, not a line: the editor gives a box of several lines. */
    prose?: true;
    /** A checkbox a new entry starts with ticked (a file without the field reads as unticked). */
    tickedWhenNew?: true;
  }
}

/** A site path such as `/services/family-law`: starts with "/", no trailing slash, lower case. */
const SITE_PATH = /^\/$|^(\/[a-z0-9]+(?:-[a-z0-9]+)*)+$/;

/** Most basic mistake first, so the message names one fix. */
function diagnosePath(value: string): string {
  if (!value.startsWith('/')) return 'must start with "/"';
  if (value.length > 1 && value.endsWith('/')) return 'must not end with "/"';
  return 'must be lower-case words joined by "-"';
}

const sitePath = () =>
  yup.string().test('site-path', function (value) {
    if (value === undefined || SITE_PATH.test(value)) return true;
    return this.createError({
      message: `${diagnosePath(value)} (found ${shown(value)}): ${writeHint(this.path, toSitePath(value))}`,
    });
  });

const FORM_VALUE = /^[a-z]+(?:-[a-z]+)*$/;

const licenceSchema = yup
  .object({
    body: yup
      .string()
      .test('licensing-body', function (value) {
        if (value === undefined || isLicensingBody(value)) return true;
        const names = LICENSING_BODY_NAMES.map((name) => `"${name}"`).join(' or ');
        const meant = meantLicensingBody(value);
        const fix = meant ? `: did you mean "${meant}"? ${writeHint(this.path, meant)}` : '';
        return this.createError({ message: `must be one of ${names} (found ${shown(value)})${fix}` });
      })
      .required()
      .meta({
        label: 'Licensed by',
        choices: LICENSING_BODY_NAMES,
        description: `Who licenses the person, written exactly as one of: ${LICENSING_BODY_NAMES.join('; ')}. The profile links to the body's public directory, where visitors can check the licence.`,
      }),
    number: yup
      .string()
      .required()
      .meta({
        label: 'Licence number',
        description: `The licence number as the body's public directory shows it: ${Object.entries(LICENSING_BODIES)
          .map(([body, rule]) => `${body}, ${rule.example}`)
          .join('; ')}.`,
      }),
  })
  .noUnknown()
  .default(undefined)
  .meta({
    description:
      'The licence line under the role. Staff who hold no licence: leave it out (in the editor, leave both empty).',
  })
  // The number's form depends on the body, so a mistyped number is caught before it is published.
  .test('licence-number', function (licence) {
    const { body, number } = (licence ?? {}) as { body?: unknown; number?: unknown };
    if (!isLicensingBody(body) || typeof number !== 'string') return true;
    const rule = LICENSING_BODIES[body];
    if (rule.number.test(number)) return true;
    return this.createError({
      path: `${this.path}.number`,
      message: `is not a ${body} number (found ${shown(number)}): write it as the body's directory shows it, e.g. ${rule.example}`,
    });
  });

/** Where the firm can verify each claim of its marketing ("500+ clients served"): a claim named here is no marketing warning. */
function claimSourcesField() {
  const claim = yup.string().required().meta({ example: '500+ clients served', description: 'The claim, as written.' });
  const evidence = yup
    .string()
    .required()
    .meta({ example: 'the office’s client count', description: 'Where it is verified.' });
  return yup.array(yup.object({ claim, evidence }).noUnknown().required()).default([]).meta({
    description:
      'The claims of this file (figures, rankings, results) with where each can be verified: a claim without one is a marketing warning and a line of `npm run check:launch`.',
  });
}

// A field's `label` names it in the editor and the reference; without one, its name in words does (fieldLabels.ts).
const lines = (description: string, label?: string) =>
  yup.array(yup.string().required()).default([]).meta({ description, label });
/** A list of small records, such as questions with their answers: the page shows them in the order written. */
const records = <Shape extends yup.ObjectShape>(shape: Shape, description: string, label: string) =>
  yup.array(yup.object(shape).noUnknown().required()).default([]).meta({ description, label });
const words = (description: string, label?: string) => yup.string().required().meta({ description, label });
/** A list of one entry or more, in the order shown. */
const atLeastOne = <Entry extends yup.AnyObject>(entry: yup.ObjectSchema<Entry>, description: string, label?: string) =>
  yup.array(entry.required()).min(1).required().meta({ description, label });

/** The example values the file still holds: each field whose value is one of them is listed until it is replaced. */
const exampleValues = () =>
  lines(
    "Values in this file that are examples, not yet the firm's own: `npm run check:launch` names each field that still holds one. Writing the real value is enough; delete a line here once no field holds it.",
    'Example values still to replace',
  );

const placeholderNotes = (where: string) =>
  lines(
    `What ${where} is still an example or awaits the firm's approval: one line each, saying what it is and what to do. Remove each line once done: \`npm run check:launch\` lists them until then.`,
    'Still to replace before launch',
  );

/** The address of a picture under `folder`, which the editor uploads (`picture`). */
const picture = (folder: string) =>
  yup
    .string()
    .matches(new RegExp(String.raw`^${folder}[\w/.-]+\.(jpe?g|png|webp|avif)$`, 'i'), {
      message: `must be a .jpg, .png, .webp or .avif file under ${folder} (found "\${value}"): a photo in another format, such as an iPhone's HEIC, must be exported as a JPEG first`,
    })
    .meta({ picture: true });

const pageFields = {
  slug: sitePath().required().meta({
    label: 'Address of the page',
    example: '/services/name-of-the-page',
    description: "The page's address, such as `/who-we-are`. When it changes, add the old one to `aliases`.",
  }),
  title: yup.string().required().meta({
    example: 'Title of the Page',
    description:
      'The browser tab and search results: keep it under 60 characters. For a practice area, also its name in every menu and card.',
  }),
  description: yup.string().required().meta({
    prose: true,
    label: 'Summary for search results',
    example: 'One or two sentences on what this page offers, for search results.',
    description: 'The summary search engines and link previews show: 50 to 160 characters.',
  }),
  aliases: yup.array(sitePath().required()).default([]).meta({
    label: 'Old addresses',
    description:
      'Old addresses that lead to this page, such as `[/team, /about-us]`, so old links and bookmarks still work.',
  }),
  noindex: yup.boolean().default(false).meta({
    label: 'Hide from search engines',
    description:
      'Ticked (`true`), the page is hidden from search engines and the sitemap (the thank-you page uses it).',
  }),
  structuredData: yup.boolean().default(false).meta({
    label: 'Describe the firm to search engines here',
    description:
      'Ticked (`true`), this page describes the firm to search engines, as schema.org LegalService data (home and contact use it).',
  }),
  placeholders: placeholderNotes('on the page'),
  sources: claimSourcesField(),
};

const searchTerms = lines(
  'The words people type when they look for this page, such as `[fired, dismissed, severance, wrongful dismissal]` for a practice area or `[fees, hours, saturday, directions, parking, french]` for the contact page, common misspellings included: a search in these words, or a question whose other words are only words such as "how", "do" and "you", puts this page first. A French file lists French words.',
);

export const pageSchema = yup.object({ ...pageFields, searchTerms }).noUnknown();

export const serviceSchema = yup
  .object({
    ...pageFields,
    heading: yup.string().optional().meta({
      label: 'Main heading',
      description: "The page's main heading when it differs from `title`, such as `Family Law Services`.",
    }),
    order: yup.number().integer().min(1).required().meta({
      label: 'Position in lists',
      example: '10',
      description:
        'Its place in every list of practice areas (menu, footer, home cards, What We Do, the form): 1 comes first.',
    }),
    formValue: yup
      .string()
      .test('form-value', function (value) {
        if (value === undefined || FORM_VALUE.test(value)) return true;
        const fixed = toWords(value).replace(/[0-9]/g, '').replace(/--+/g, '-').replace(/^-|-$/g, '');
        return this.createError({
          message: `must be lower-case words joined by "-" (found ${shown(value)}): ${writeHint(this.path, fixed || 'name-of-the-area')}`,
        });
      })
      .required()
      .meta({
        label: 'Name in the consultation form’s data',
        example: 'name-of-the-area',
        description:
          'The value the consultation form sends for this area, such as `family`. Never change it once requests use it: stored requests and e-mails carry it.',
      }),
    summary: yup.string().required().meta({
      prose: true,
      label: 'Short summary',
      example: 'One or two sentences on this practice area.',
      description: 'One or two sentences on the cards and under the page heading.',
    }),
    highlights: yup.array(yup.string().required()).min(1).required().meta({
      example: '[First topic, Second topic]',
      description: 'The bullet list on the What We Do card, such as `[Separation and divorce, Property division]`.',
    }),
    audience: yup.array(yup.string().required()).min(1).required().meta({
      label: 'Who it is for',
      example: '[Who the area serves]',
      description:
        'Who this area is for, one short line each, such as `Parents who are separating`: the list beside "Your lawyer".',
    }),
    steps: records(
      {
        title: words('The step in a few words, such as `First meeting`.'),
        text: words('What happens in this step, in one or two sentences.').meta({ prose: true }),
      },
      'How the matter usually goes, in order, under "How Your Matter Goes": each step a short `title` and one or two sentences of `text`.',
      'How the matter goes',
    ),
    fees: yup.string().optional().meta({
      label: 'How the firm charges',
      description:
        'How the firm charges for this area, under "How We Charge", in one or two sentences: the firm\'s own figures, never a guess (until it gives them, say so in `placeholders`).',
    }),
    questions: records(
      {
        question: words('The question as a client would ask it.'),
        answer: words('The answer, in a few plain sentences.').meta({ prose: true }),
      },
      'Questions clients ask about this area, under "Questions Clients Ask": each a `question` and its `answer` in a few sentences.',
      'Questions clients ask',
    ),
    searchTerms,
    heroImage: picture('/images/').meta({
      label: 'Picture at the top',
      description: `The decorative picture at the top: a JPEG, PNG, WebP or AVIF file at least ${PICTURE_USES.hero.shownAt} pixels wide, uploaded as it comes; the site shows only the smaller copies the build makes of it.`,
    }),
  })
  .noUnknown();

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isCalendarDay(value: string): boolean {
  const match = ISO_DAY.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function toCalendarDay(value: unknown): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const parsed = new Date(`${String(value)}${/^\d{4}-\d{1,2}-\d{1,2}$/.test(String(value)) ? 'T00:00:00Z' : ' UTC'}`);
  if (Number.isNaN(parsed.getTime())) return undefined;
  const day = parsed.toISOString().slice(0, 10);
  return isCalendarDay(day) ? day : undefined;
}

const calendarDay = () =>
  yup.string().test('calendar-day', function (value) {
    if (value === undefined || isCalendarDay(value)) return true;
    const key = this.path;
    if (ISO_DAY.test(value)) {
      return this.createError({
        message: `is not a day of the calendar (found ${shown(value)}): correct the month or the day`,
      });
    }
    const guess = toCalendarDay(value);
    const fix = guess ? writeHint(key, guess) : `write the day as year-month-day, e.g. ${key}: 2026-01-31`;
    return this.createError({ message: `must be a date written YYYY-MM-DD (found ${shown(value)}): ${fix}` });
  });

/** Practice areas by their file names in `content/services/`: an article's, or those a person practises. */
const practiceAreas = (description: string) =>
  yup
    .array(yup.string().required().meta({ refersTo: 'services' }))
    .default([])
    .meta({ label: 'Practice areas', description });

export const articleSchema = yup
  .object({
    slug: pageFields.slug.meta({
      example: '/insights/name-of-the-article',
      description:
        "The article's address: the Insights page's address, `/`, then lower-case words joined by `-`, such as `/insights/extending-your-stay-as-a-visitor`. Not `page`, `area` or `author`: the lists use those words.",
    }),
    title: pageFields.title.meta({
      description:
        "The article's heading, the browser tab, the lists, the feed and search results: keep it under 60 characters.",
    }),
    description: pageFields.description.meta({
      description:
        "The summary under the article's heading, in every list, in the feed and in search results: 50 to 160 characters.",
    }),
    date: calendarDay().required().meta({
      label: 'Published on',
      example: '2026-01-31',
      description:
        'The day it was first published, such as `2026-10-05`: the lists show the newest first. A day after today is a warning.',
    }),
    updated: calendarDay().meta({
      label: 'Last revised on',
      description:
        'The day of its last real revision, shown as "Updated …"; leave it out until there is one. Never before `date`.',
    }),
    author: yup.string().required().meta({
      example: 'first-last',
      refersTo: 'team',
      description:
        'Who wrote it: pick their profile. The article links to it, and the profile lists their latest articles.',
    }),
    areas: practiceAreas("The practice areas it concerns: pick each one. The article joins each area's list."),
    draft: yup.boolean().default(false).meta({
      tickedWhenNew: true,
      label: 'Draft (not yet published)',
      description:
        'Ticked while it is being written: the public site does not show it (the preview does). Untick it to publish.',
    }),
    aliases: pageFields.aliases.meta({
      description: 'Old addresses of the article, such as `[/insights/old-address]`, which send readers to it.',
    }),
    placeholders: placeholderNotes('in the article'),
    sources: claimSourcesField(),
  })
  .noUnknown()
  // An update before the first publication is a typo in one of the two days.
  .test('updated-after-date', function (article) {
    const { date, updated } = (article ?? {}) as { date?: unknown; updated?: unknown };
    if (typeof date !== 'string' || typeof updated !== 'string') return true;
    if (!isCalendarDay(date) || !isCalendarDay(updated) || updated >= date) return true;
    return this.createError({
      path: 'updated',
      message: `"${updated}" is before the article's date "${date}": correct one of the two days`,
    });
  });

const PHOTO_ALT_LABEL = 'What the portrait shows';

export const teamSchema = yup
  .object({
    name: yup.string().required().meta({
      example: 'First and Last Name',
      description: "The person's full name on Who We Are, such as `Alexandra Reid`.",
    }),
    role: yup
      .string()
      .required()
      .meta({ example: 'Title of the Role', description: 'The line under the name, such as `Principal Lawyer`.' }),
    email: yup.string().email('must be an e-mail address such as name@example.com (found "${value}")').required().meta({
      label: 'E-mail',
      example: 'first.last@your-firm.ca',
      description: 'The work e-mail shown on the profile.',
    }),
    order: yup
      .number()
      .integer()
      .min(1)
      .required()
      .meta({ example: '10', description: "The person's place on Who We Are: 1 comes first." }),
    education: yup.array(yup.string().required()).min(1).required().meta({
      label: 'Education and background',
      example: '[Name of the Degree, Name of the School]',
      description: 'The lines of the "Education and Background" tab.',
    }),
    licence: licenceSchema,
    areas: practiceAreas(
      "The practice areas the person practises, as their background says: pick each one. Each area's page shows them, with their role and licence.",
    ),
    certifiedSpecialist: lines(
      'The areas in which the Law Society of Ontario certifies the person as a specialist, as its directory shows them, such as `[Family Law]`. Only then may the profile and their guides say "specialist" or "specializing in": the marketing check warns on any other page that does.',
      'Certified specialist in',
    ),
    awards: awardsField("The person's awards, listed on their profile."),
    photo: picture('/images/team/').meta({
      label: 'Portrait',
      description: `The person's portrait on Who We Are: the photographer's JPEG, PNG, WebP or AVIF (or a phone's photo) uploaded as it comes, at least ${PICTURE_USES.portrait.shownAt} pixels wide (square is best: the portrait is round). The site shows only the smaller copies the build makes, without the camera's data or the place it was taken. Without one, the profile shows the person's initials.`,
    }),
    photoAlt: yup.string().meta({
      label: PHOTO_ALT_LABEL,
      description:
        "What the photo shows, for people who cannot see it, such as `Alexandra Reid in the firm's library`. Needed with `photo`.",
    }),
    placeholders: placeholderNotes('on the profile'),
    sources: claimSourcesField(),
    examples: exampleValues(),
  })
  .noUnknown()
  // Only the Law Society certifies specialists: a certification on another licence is a mistake.
  .test('certified-by-the-law-society', function (person) {
    const { certifiedSpecialist, licence } = (person ?? {}) as {
      certifiedSpecialist?: unknown;
      licence?: { body?: unknown };
    };
    if (!Array.isArray(certifiedSpecialist) || certifiedSpecialist.length === 0) return true;
    if (licence?.body === LAWYERS_REGULATOR) return true;
    return this.createError({
      path: 'certifiedSpecialist',
      message: `is for lawyers the ${LAWYERS_REGULATOR} certifies as specialists, and this profile has no licence of the ${LAWYERS_REGULATOR}: remove the line, or correct the licence`,
    });
  })
  // A photo without its description would be a picture screen-reader users are told nothing about.
  .test('photo-alt', function (person) {
    const { photo, photoAlt } = (person ?? {}) as { photo?: unknown; photoAlt?: unknown };
    const hasAlt = typeof photoAlt === 'string' && photoAlt.trim() !== '';
    if (typeof photo === 'string' && !hasAlt) {
      return this.createError({
        path: 'photo',
        message: `has no description: write what it shows in “${PHOTO_ALT_LABEL}”, such as Head-and-shoulders photo of First Last`,
      });
    }
    if (photo === undefined && photoAlt !== undefined) {
      return this.createError({
        path: 'photoAlt',
        message: 'describes a portrait, but there is none: choose the picture, or empty this field',
      });
    }
    return true;
  });

/**
 * The number phones call, from the number as written: `(416) 555-0142` calls `+14165550142`; one
 * outside North America is written with `+` and its country code. Undefined: not a number to call.
 */
export function dialNumberOf(display: string): string | undefined {
  const digits = display.replace(/\D/g, '');
  if (display.trim().startsWith('+')) return /^\d{8,15}$/.test(digits) ? `+${digits}` : undefined;
  if (/^1?\d{10}$/.test(digits)) return `+${digits.length === 10 ? '1' : ''}${digits}`;
  return undefined;
}

const phoneSchema = yup
  .object({
    label: words('What the number is for, such as `Main office`.'),
    display: words(
      'The number as people read it, such as `(416) 555-0142`, with its area code; a number outside North America starts with `+` and its country code, such as `+33 1 23 45 67 89`. Phones call the number it shows.',
      'Phone number',
    ).test(
      'dial-number',
      'is not a whole phone number: write it with its area code, such as (416) 555-0142',
      (display) => display === undefined || dialNumberOf(display) !== undefined,
    ),
  })
  .noUnknown();

const hoursSchema = yup
  .object({
    days: words('The days as shown, such as `Monday - Friday`.'),
    hours: words('The hours as shown, such as `9:00 AM - 6:00 PM`, or `Closed`.'),
    dayNames: yup
      .array(
        yup.string().oneOf(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']).required(),
      )
      .min(1)
      .required()
      .meta({
        label: 'Days, one by one',
        description: 'The same days for search engines, such as `[Monday, Tuesday]`.',
      }),
    opens: yup
      .string()
      .matches(/^\d\d:\d\d$/, { message: 'must be a 24-hour time such as "09:00"' })
      .meta({
        label: 'Opens at',
        description: 'The opening time, 24-hour, such as `09:00`; left empty on a closed day.',
      }),
    closes: yup
      .string()
      .matches(/^\d\d:\d\d$/, { message: 'must be a 24-hour time such as "18:00"' })
      .meta({
        label: 'Closes at',
        description: 'The closing time, 24-hour, such as `18:00`; left empty on a closed day.',
      }),
  })
  .noUnknown();

const socialSchema = yup
  .object({
    label: words("The network's name as shown, such as `LinkedIn`."),
    url: yup.string().url('must be a full web address starting with https://').required().meta({
      label: 'Web address',
      description: "The firm's page on that network, such as `https://www.linkedin.com/company/example`.",
    }),
  })
  .noUnknown();

const navLinkSchema = yup
  .object({
    label: words("The link's words, such as `Who We Are`."),
    href: sitePath().required().meta({ label: 'Leads to', description: 'Where it leads, such as `/who-we-are`.' }),
    servicesMenu: yup.boolean().default(false).meta({
      label: 'Opens the practice-areas menu',
      description: 'Ticked (`true`), this link opens a menu of every practice area.',
    }),
  })
  .noUnknown();

export const siteFactsSchema = yup
  .object({
    firmName: words('The full name: footer, copyright line, search-engine data.', 'Full name of the firm'),
    shortName: words(
      'The name in the header and in sentences (`<Fact name="shortName" />`).',
      'Short name of the firm',
    ),
    tagline: words('The line under the name in the footer, on the sharing image and in the web app manifest.'),
    blurb: words("The short description in the footer and in the firm's search-engine data.", 'Short description').meta(
      { prose: true },
    ),
    serviceRegion: words('The region line at the top of every page and on the sharing image.', 'Region served'),
    navigation: atLeastOne(navLinkSchema, "The header's links, in order.", 'Header links'),
    siteUrl: yup.string().url('must be a full web address such as https://www.example.com').required().meta({
      label: 'Public web address',
      description:
        'The public address, such as `https://www.example.com`, for the sitemap, the feed and canonical links (the `SITE_URL` setting overrides it).',
    }),
    phones: atLeastOne(phoneSchema, 'Every phone number the site shows, in order.', 'Phone numbers'),
    email: yup.string().email('must be an e-mail address such as info@example.com').required().meta({
      description:
        "The firm's e-mail on every page; also where consultation requests are sent, unless the server's `MAIL_TO` says otherwise.",
    }),
    address: yup
      .object({
        street: words('The street line, with the suite.'),
        city: words('The city, such as `Mississauga`.'),
        province: words('The province, such as `ON`.'),
        postalCode: words('The postal code, such as `L5B 0A1`.'),
        country: yup
          .string()
          .length(2)
          .required()
          .meta({ label: 'Country (two letters)', description: 'The country in two letters, such as `CA`.' }),
      })
      .noUnknown()
      .required()
      .meta({ label: 'Office address', description: 'The office address: Visit Us, the footer, search-engine data.' }),
    appointmentNote: words('The note under the address, such as `By appointment only`.', 'Note under the address'),
    responseTime: words(
      'The promise on the contact page, such as `We\'ll respond within 24 hours` (`<Fact name="responseTime" />`).',
      'Reply promise',
    ),
    languagesServed: yup.string().default('').meta({
      prose: true,
      description:
        'In which languages the firm serves clients, and who serves them in French, in one sentence, such as `We serve clients in English and in French; Alexandra Reid handles matters in French.`: the home and contact pages say it (`<Fact name="languagesServed" />`); the French facts file says it in French.',
    }),
    officeHours: atLeastOne(hoursSchema, 'The office hours, one entry per group of days.'),
    social: yup
      .array(socialSchema.required())
      .required()
      .meta({ label: 'Social networks', description: 'The social links in the footer.' }),
    claims: yup
      .object({
        yearsExperience: words(
          'Years of experience, such as `10+`: `<Stats />` and `<Fact />` show it.',
          'Years of experience',
        ),
        clientsServed: words('Clients served, such as `500+`: `<Stats />` and `<Fact />` show it.'),
        founded: yup.number().integer().required().meta({
          label: 'Year founded',
          description: 'The year the firm was founded, such as `1998` (`<Fact name="founded" />`).',
        }),
      })
      .noUnknown()
      .required()
      .meta({
        label: 'Figures about the firm',
        description:
          "The firm's figures. Each must be provable under the Law Society's marketing rules: see before-launch.md.",
      }),
    awards: awardsField("The firm's awards, shown where a page has `<Awards />` (the About page's Recognition)."),
    notPractised: yup
      .array(
        yup
          .object({
            area: words('The area of law, as people say it, such as `Wills and estates`.'),
            searchTerms: lines('The words people type for it, such as `will`, `probate` or `executor`.'),
          })
          .noUnknown()
          .required(),
      )
      .default([])
      .meta({
        description:
          'The areas of law the firm does not practise: a search for one of their words says so, above any result, and points to the Law Society Referral Service. The firm confirms the list: an area it takes on must not be here.',
      }),
    sources: claimSourcesField(),
    copyrightYear: yup.number().integer().required().meta({
      description: "The year in the footer's copyright line; the newest guide's year shows instead when later.",
    }),
    notices: yup
      .object({
        privacy: sitePath().required().meta({
          label: 'Privacy notice page',
          description:
            'The privacy notice (PIPEDA): what the form collects, why, who sees it, how long it is kept, and how to ask for it.',
        }),
        legalNotice: sitePath().required().meta({
          label: 'Legal notice page',
          description:
            'The legal notice: not legal advice; no lawyer-client relationship before the firm confirms it can act.',
        }),
        accessibility: sitePath().required().meta({
          label: 'Accessibility statement page',
          description: 'The accessibility statement (AODA): the standard met and how to report a barrier.',
        }),
      })
      .noUnknown()
      .required()
      .meta({
        label: 'Required notices',
        description:
          "The notices the firm must publish, each the address of a page: every page's footer links to them, the form to the privacy notice.",
      }),
    requestRetentionDays: yup.number().integer().min(1).max(36_500).required().meta({
      label: 'Days a request is kept',
      description:
        'How many days a consultation request is kept before it is erased: the privacy notice states it (`<Fact name="requestRetentionDays" />`) and the server erases requests on that schedule.',
    }),
    examples: exampleValues(),
  })
  .noUnknown();

export type PageFrontmatter = yup.InferType<typeof pageSchema>;
export type ServiceFrontmatter = yup.InferType<typeof serviceSchema>;
export type TeamFrontmatter = yup.InferType<typeof teamSchema>;
export type ArticleFrontmatter = yup.InferType<typeof articleSchema>;
type WrittenFacts = yup.InferType<typeof siteFactsSchema>;
/** The facts as the site uses them: each phone with the number it calls, drawn from the one written. */
export type SiteFacts = Omit<WrittenFacts, 'phones'> & {
  phones: (WrittenFacts['phones'][number] & { dial: string })[];
};

export const withDialNumbers = (facts: WrittenFacts): SiteFacts => ({
  ...facts,
  phones: facts.phones.map((phone) => ({ ...phone, dial: dialNumberOf(phone.display) ?? '' })),
});
