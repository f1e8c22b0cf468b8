/**
 * The one schema for everything editors write under `content/`.
 * Each field carries a doc comment: CONTENT.md explains the same fields to editors.
 * Unknown fields are rejected so that a misspelt field name never silently does nothing.
 */
import * as yup from 'yup';
import { shown, toSitePath, toWords, writeHint } from './fixHint';

declare module 'yup' {
  interface CustomSchemaMetadata {
    /**
     * A generic value of the right shape, quoted in the fix of a "missing" problem: never one
     * a real file uses, so pasting it can never make this file a copy of another.
     */
    example?: string;
  }
}

/** A site path such as `/services/family-law`: starts with "/", no trailing slash, lower case. */
const SITE_PATH = /^\/$|^(\/[a-z0-9]+(?:-[a-z0-9]+)*)+$/;

/** What is wrong with a path, most basic mistake first, so the message names one fix. */
function diagnosePath(value: string): string | undefined {
  if (SITE_PATH.test(value)) return undefined;
  if (!value.startsWith('/')) return 'must start with "/"';
  if (value.length > 1 && value.endsWith('/')) return 'must not end with "/"';
  return 'must be lower-case words joined by "-"';
}

const sitePath = () =>
  yup.string().test('site-path', function (value) {
    const problem = value === undefined ? undefined : diagnosePath(value);
    if (!problem || value === undefined) return true;
    return this.createError({
      message: `${problem} (found ${shown(value)}): ${writeHint(this.path, toSitePath(value))}`,
    });
  });

/** A form value such as `real-estate`: the consultation form sends it and requests store it. */
const FORM_VALUE = /^[a-z]+(?:-[a-z]+)*$/;

/** Notes on example text awaiting the firm's real facts (see `placeholders` below). */
function placeholderNotes() {
  return yup.array(yup.string().required()).default([]);
}

/** The bodies that license the people of a team profile, and the form of their numbers. */
export const LICENSING_BODIES = {
  'Law Society of Ontario': {
    number: /^(?:\d{4,6}[A-Z]|P\d{4,6})$/,
    example: '"12345A" for a lawyer or "P12345" for a paralegal',
  },
  'College of Immigration and Citizenship Consultants': {
    number: /^R\d{6}$/,
    example: '"R123456"',
  },
} as const;

type LicensingBody = keyof typeof LICENSING_BODIES;

function isLicensingBody(value: unknown): value is LicensingBody {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(LICENSING_BODIES, value);
}

const licenceSchema = yup
  .object({
    /** Who licenses the person, written exactly as in LICENSING_BODIES. */
    body: yup
      .string()
      .test('licensing-body', function (value) {
        if (value === undefined || isLicensingBody(value)) return true;
        const names = Object.keys(LICENSING_BODIES).map((name) => `"${name}"`);
        return this.createError({ message: `must be one of ${names.join(' or ')} (found ${shown(value)})` });
      })
      .required(),
    /** The licence number as the body's public directory shows it. */
    number: yup.string().required(),
  })
  .noUnknown()
  .default(undefined)
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

/** Frontmatter shared by every page-like file (pages and services). */
const pageFields = {
  /** The address of the page on the site, e.g. `/who-we-are`. */
  slug: sitePath().required().meta({ example: '/services/name-of-the-page' }),
  /** The browser tab title and the title search engines show. */
  title: yup.string().required().meta({ example: 'Title of the Page' }),
  /** The summary search engines and link previews show. */
  description: yup
    .string()
    .required()
    .meta({ example: 'One or two sentences on what this page offers, for search results.' }),
  /** Old or alternative addresses that redirect to this page, e.g. `[/about-us]`. */
  aliases: yup.array(sitePath().required()).default([]),
  /** Hide the page from search engines and the sitemap (the thank-you page). */
  noindex: yup.boolean().default(false),
  /** Describe the firm to search engines on this page (schema.org LegalService data). */
  structuredData: yup.boolean().default(false),
  /**
   * Parts of the page text that are examples, not yet the firm's own facts: one line each,
   * saying what it is and what to do. `npm run check:launch` lists them until they are removed.
   */
  placeholders: placeholderNotes(),
};

export const pageSchema = yup.object(pageFields).noUnknown();

export const serviceSchema = yup
  .object({
    ...pageFields,
    /** The main heading of the service page; defaults to the title. */
    heading: yup.string().optional(),
    /** Position in every list of services (menu, footer, cards, form): 1 comes first. */
    order: yup.number().integer().min(1).required().meta({ example: '10' }),
    /** The value the consultation form sends for this practice area, e.g. `family`. */
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
      .meta({ example: 'name-of-the-area' }),
    /** One or two sentences shown on the service cards. */
    summary: yup.string().required().meta({ example: 'One or two sentences on this practice area.' }),
    /** The bullet list shown on the What We Do card. */
    highlights: yup.array(yup.string().required()).min(1).required().meta({ example: '[First topic, Second topic]' }),
    /** Decorative picture at the top of the page, a file under `public/`. */
    heroImage: yup.string().matches(/^\/images\/[\w/.-]+\.(webp|avif|svg)$/, {
      message:
        'must be a .webp, .avif or .svg file under /images/ (found "${value}"), e.g. "/images/heroes/family-law.webp"',
    }),
    /** Show the "Back to What We Do" link above the page (family law has none). */
    backLink: yup.boolean().default(true),
  })
  .noUnknown();

/** A day written as `YYYY-MM-DD`, e.g. `2026-03-12`: the form search engines and feeds read. */
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True when `value` is a `YYYY-MM-DD` day of the calendar (no 30 February). */
export function isCalendarDay(value: string): boolean {
  const match = ISO_DAY.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The day an editor most likely meant, as `YYYY-MM-DD`, when the text reads as one. */
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

/**
 * `content/articles/*.mdx`: the legal guides and news listed under Insights. `author` and
 * `areas` name other files (checkArticles.ts checks that they exist).
 */
export const articleSchema = yup
  .object({
    /** The article's address, one level under the Insights page, e.g. `/insights/name-of-the-guide`. */
    slug: pageFields.slug.meta({ example: '/insights/name-of-the-article' }),
    title: pageFields.title,
    /** The summary shown in the lists of articles, in the feed and by search engines. */
    description: pageFields.description,
    /** The day it was first published, `YYYY-MM-DD`: lists show the newest first. */
    date: calendarDay().required().meta({ example: '2026-01-31' }),
    /** The day of its last real revision, `YYYY-MM-DD`; leave out until there is one. */
    updated: calendarDay(),
    /** Who wrote it: the file name of a profile in `content/team/`, without `.mdx`. */
    author: yup.string().required().meta({ example: 'first-last' }),
    /** The practice areas it concerns: file names in `content/services/`, without `.mdx`. */
    areas: yup.array(yup.string().required()).default([]),
    /** `true` while it is being written: shown by `npm run dev`, never built for the public site. */
    draft: yup.boolean().default(false),
    aliases: pageFields.aliases,
    placeholders: placeholderNotes(),
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

export const teamSchema = yup
  .object({
    /** The person's full name as it appears on Who We Are. */
    name: yup.string().required().meta({ example: 'First and Last Name' }),
    /** The person's role, e.g. `Principal Lawyer`. */
    role: yup.string().required().meta({ example: 'Title of the Role' }),
    /** Work e-mail address shown on the profile. */
    email: yup
      .string()
      .email('must be an e-mail address such as name@example.com (found "${value}")')
      .required()
      .meta({ example: 'first.last@your-firm.ca' }),
    /** Position on Who We Are: 1 comes first. */
    order: yup.number().integer().min(1).required().meta({ example: '10' }),
    /** Lines of the "Education and Background" tab. */
    education: yup
      .array(yup.string().required())
      .min(1)
      .required()
      .meta({ example: '[Name of the Degree, Name of the School]' }),
    /** The licensing body and licence number shown on the profile (leave out for staff who hold none). */
    licence: licenceSchema,
    /** A portrait under `public/images/team/` (.webp or .avif); without one the profile shows the initials. */
    photo: yup.string().matches(/^\/images\/team\/[\w.-]+\.(webp|avif)$/, {
      message:
        'must be a .webp or .avif file under /images/team/ (found "${value}"), e.g. "/images/team/first-last.webp"',
    }),
    /** What the photo shows, for people who cannot see it: needed with `photo`. */
    photoAlt: yup.string(),
    /** Parts of the profile that are examples: what each is and what to do (see pages). */
    placeholders: placeholderNotes(),
  })
  .noUnknown()
  // A photo without its description would be a picture screen-reader users are told nothing about.
  .test('photo-alt', function (person) {
    const { photo, photoAlt } = (person ?? {}) as { photo?: unknown; photoAlt?: unknown };
    const hasAlt = typeof photoAlt === 'string' && photoAlt.trim() !== '';
    if (typeof photo === 'string' && !hasAlt) {
      return this.createError({
        path: 'photo',
        message:
          'has no photoAlt: add a line under it that says what the picture shows, e.g. photoAlt: Head-and-shoulders photo of First Last',
      });
    }
    if (photo === undefined && photoAlt !== undefined) {
      return this.createError({
        path: 'photoAlt',
        message: 'describes a photo, but there is no photo: line: add one, or remove this line',
      });
    }
    return true;
  });

const phoneSchema = yup
  .object({
    /** What the number is for, e.g. `Main office`. */
    label: yup.string().required(),
    /** The number as people read it, e.g. `(416) 555-0142`. */
    display: yup.string().required(),
    /** The number in international form for links, e.g. `+14165550142`. */
    dial: yup
      .string()
      .matches(/^\+\d{8,15}$/, { message: 'must be "+" then digits only, e.g. "+14165550142"' })
      .required(),
  })
  .noUnknown()
  // A visitor who taps the number must call the number they read.
  .test('same-number', function (phone) {
    const { display, dial } = (phone ?? {}) as { display?: unknown; dial?: unknown };
    if (typeof display !== 'string' || typeof dial !== 'string' || !/^\+\d+$/.test(dial)) return true;
    const shown = display.replace(/\D/g, '');
    const called = dial.slice(1);
    // A North American number is read without its country code 1.
    if (shown === called || `1${shown}` === called) return true;
    const fix = shown.length === 10 ? `+1${shown}` : `+${shown}`;
    return this.createError({
      path: `${this.path}.dial`,
      message: `"${dial}" does not call the number shown in display "${display}": write dial: '${fix}', or correct display`,
    });
  });

const hoursSchema = yup
  .object({
    /** Days as shown, e.g. `Monday - Friday`. */
    days: yup.string().required(),
    /** Hours as shown, e.g. `9:00 AM - 6:00 PM`, or `Closed`. */
    hours: yup.string().required(),
    /** schema.org day names, e.g. `[Monday, Tuesday]`. */
    dayNames: yup
      .array(
        yup.string().oneOf(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']).required(),
      )

      .min(1)
      .required(),
    /** Opening time, 24-hour `HH:MM`; leave out when closed. */
    opens: yup.string().matches(/^\d\d:\d\d$/, { message: 'must be a 24-hour time such as "09:00"' }),
    /** Closing time, 24-hour `HH:MM`; leave out when closed. */
    closes: yup.string().matches(/^\d\d:\d\d$/, { message: 'must be a 24-hour time such as "18:00"' }),
  })
  .noUnknown();

const socialSchema = yup
  .object({
    /** Name of the network as shown, e.g. `LinkedIn`. */
    label: yup.string().required(),
    /** The firm's page on that network. */
    url: yup.string().url('must be a full web address starting with https://').required(),
  })
  .noUnknown();

const navLinkSchema = yup
  .object({
    /** The link text, e.g. `Who We Are`. */
    label: yup.string().required(),
    /** Where it leads, e.g. `/who-we-are`. */
    href: sitePath().required(),
    /** Open a menu listing every practice area under this link. */
    servicesMenu: yup.boolean().default(false),
  })
  .noUnknown();

/** `content/site.yaml`: every fact about the firm, stated once. */
export const siteFactsSchema = yup
  .object({
    firmName: yup.string().required(),
    shortName: yup.string().required(),
    tagline: yup.string().required(),
    blurb: yup.string().required(),
    serviceRegion: yup.string().required(),
    /** The header's links, in order; `servicesMenu: true` adds the menu of practice areas. */
    navigation: yup.array(navLinkSchema.required()).min(1).required(),
    siteUrl: yup.string().url('must be a full web address such as https://www.example.com').required(),
    phones: yup.array(phoneSchema.required()).min(1).required(),
    email: yup.string().email('must be an e-mail address such as info@example.com').required(),
    address: yup
      .object({
        street: yup.string().required(),
        city: yup.string().required(),
        province: yup.string().required(),
        postalCode: yup.string().required(),
        country: yup.string().length(2).required(),
      })
      .noUnknown()

      .required(),
    appointmentNote: yup.string().required(),
    responseTime: yup.string().required(),
    officeHours: yup.array(hoursSchema.required()).min(1).required(),
    social: yup.array(socialSchema.required()).required(),
    claims: yup
      .object({
        yearsExperience: yup.string().required(),
        clientsServed: yup.string().required(),
        founded: yup.number().integer().required(),
      })
      .noUnknown()

      .required(),
    copyrightYear: yup.number().integer().required(),
    /** The notices the firm must publish: every page's footer links to them, the form to the privacy notice. */
    notices: yup
      .object({
        /** What the form collects, why, who sees it, how long it is kept, and how to ask for it (PIPEDA). */
        privacy: sitePath().required(),
        /** Not legal advice; no lawyer-client relationship before the firm confirms it can act. */
        legalNotice: sitePath().required(),
        /** The accessibility standard met and how to report a barrier (AODA). */
        accessibility: sitePath().required(),
      })
      .noUnknown()
      .required(),
    /** Days a consultation request is kept before it is erased; the privacy notice states it. */
    requestRetentionDays: yup.number().integer().min(1).max(36_500).required(),
  })
  .noUnknown();

export type PageFrontmatter = yup.InferType<typeof pageSchema>;
export type ServiceFrontmatter = yup.InferType<typeof serviceSchema>;
export type TeamFrontmatter = yup.InferType<typeof teamSchema>;
export type ArticleFrontmatter = yup.InferType<typeof articleSchema>;
export type SiteFacts = yup.InferType<typeof siteFactsSchema>;
