/** Every component editors may use in MDX, registered once: the checker, the reference and the components' types read it. */
import type { ReactNode } from 'react';

type PropSpec =
  | { kind: 'text' | 'link' | 'image'; required: boolean; about: string }
  | { kind: 'choice'; required: boolean; about: string; values: readonly string[] }
  | { kind: 'flag'; required: false; about: string };

export interface ComponentSpec {
  description: string;
  /** Copied into the editors' reference and into the "needs a value" messages. */
  example: string;
  props: Readonly<Record<string, PropSpec>>;
  children: 'none' | 'optional' | 'required';
  /** Written inside a sentence: the visual editor offers it among the words. */
  inline?: true;
  /** Its words show as bare text: one paragraph inside it (the editor writes its text on lines of its own) is unwrapped. */
  bareText?: true;
  /** Where it may stand, when the layout breaks elsewhere (a column inside a column). */
  placement?: {
    inside?: readonly string[];
    /** At any depth: a full-width band squeezed into a column. */
    notInside?: readonly string[];
  };
}

/** A band of the full width cannot stand in these. */
const PART_WIDTH = ['Columns', 'Column', 'CardGrid', 'Card'] as const;

export const FACT_NAMES = [
  'firmName',
  'shortName',
  'founded',
  'yearsExperience',
  'clientsServed',
  'email',
  'responseTime',
  'languagesServed',
  'requestRetentionDays',
] as const;

export const COUNT_NAMES = ['practiceAreas', 'teamMembers'] as const;

/** Takes no values and nothing between its tags: `<Stats />`. */
const SELF_CLOSING = { props: {}, children: 'none' } as const;

export const MDX_COMPONENTS = {
  Hero: {
    description: "the banner with the page's main heading; one per page",
    example: '<Hero heading="Contact Us" image="/images/heroes/contact.webp">Text</Hero>',
    placement: { notInside: [...PART_WIDTH, 'Section'] },
    props: {
      heading: { kind: 'text', required: true, about: 'the main heading of the page' },
      image: {
        kind: 'image',
        required: false,
        about: 'a picture under public/images/heroes/, at least 960 pixels wide',
      },
    },
    children: 'optional',
  },
  Section: {
    description: 'a titled band of the page',
    example: '<Section heading="Our Values" intro="One line" tone="alt">…</Section>',
    props: {
      heading: { kind: 'text', required: true, about: 'the heading of the band' },
      intro: { kind: 'text', required: false, about: 'one line under the heading' },
      tone: { kind: 'choice', required: false, about: 'a tinted background', values: ['alt'] },
    },
    children: 'optional',
  },
  Columns: {
    description: 'two columns side by side on wide screens, one above the other on phones, in the order written',
    example: '<Columns><Column narrow>Contact details</Column><Column>The form</Column></Columns>',
    placement: { notInside: PART_WIDTH },
    props: {},
    children: 'required',
  },
  Column: {
    description: 'one column, inside Columns',
    example: '<Column narrow>Text</Column>',
    placement: { inside: ['Columns'] },
    props: { narrow: { kind: 'flag', required: false, about: 'the slimmer column (a third of the width)' } },
    children: 'required',
  },
  CardGrid: {
    description: 'cards side by side',
    example: '<CardGrid><Card title="Integrity">Text</Card></CardGrid>',
    props: {},
    children: 'required',
  },
  Card: {
    description: 'one card, inside a CardGrid',
    example: '<Card title="Integrity">Text</Card>',
    props: { title: { kind: 'text', required: true, about: 'the title of the card' } },
    children: 'optional',
    bareText: true,
  },
  ButtonLink: {
    description: 'a link shaped as a button',
    example: '<ButtonLink href="/contact">Get Free Consultation</ButtonLink>',
    props: {
      href: { kind: 'link', required: true, about: 'where the button leads' },
      variant: {
        kind: 'choice',
        required: false,
        about: 'the style of the button: secondary is the lighter one',
        values: ['primary', 'secondary'],
      },
    },
    children: 'required',
    bareText: true,
  },
  CallToAction: {
    description: 'the closing band with one button (to /contact unless href says otherwise)',
    example: '<CallToAction heading="Ready to Get Started?" button="Schedule Your Free Consultation" />',
    placement: { notInside: [...PART_WIDTH, 'Section'] },
    props: {
      heading: { kind: 'text', required: true, about: 'the heading of the band' },
      button: { kind: 'text', required: true, about: 'the words on the button' },
      href: { kind: 'link', required: false, about: 'where the button leads (/contact when left out)' },
    },
    children: 'optional',
  },
  ServiceCards: {
    description: 'a card per practice area (detailed: with highlights and "Learn More")',
    example: '<ServiceCards detailed />',
    props: { detailed: { kind: 'flag', required: false, about: 'show each area with its highlights' } },
    children: 'none',
  },
  TeamProfiles: { description: 'every person of content/team/', example: '<TeamProfiles />', ...SELF_CLOSING },
  Stats: { description: 'the years-of-experience and clients-served figures', example: '<Stats />', ...SELF_CLOSING },
  ContactCards: {
    description: 'Call Us, Email Us, Visit Us',
    example: '<ContactCards />',
    props: { stacked: { kind: 'flag', required: false, about: 'one compact column instead of three cards in a row' } },
    children: 'none',
  },
  OfficeHours: { description: 'the office hours', example: '<OfficeHours />', ...SELF_CLOSING },
  Awards: {
    description:
      "the firm's awards from `awards` in content/site.yaml, each linked to its source; nothing while there are none",
    example: '<Section heading="Recognition"><Awards /></Section>',
    ...SELF_CLOSING,
  },
  Fact: {
    description: 'one fact from content/site.yaml inside a sentence',
    example: 'Founded in <Fact name="founded" />.',
    props: { name: { kind: 'choice', required: true, about: 'which fact', values: FACT_NAMES } },
    children: 'none',
    inline: true,
  },
  Count: {
    description: 'how many practice areas or team members the site has, in words, inside a sentence',
    example: 'We practise in <Count of="practiceAreas" /> areas of law.',
    props: {
      of: { kind: 'choice', required: true, about: 'what to count', values: COUNT_NAMES },
      capital: { kind: 'flag', required: false, about: 'start with a capital letter, to begin a sentence' },
    },
    children: 'none',
    inline: true,
  },
  AreaAtAGlance: {
    description:
      'on a practice-area page: who the area is for (its `audience`) beside the opening text, and the cards of the people whose profiles list the area, with a consultation button',
    example: '<Columns><Column>Opening text</Column><Column narrow><AreaAtAGlance /></Column></Columns>',
    ...SELF_CLOSING,
  },
  EmergencyNotice: {
    description:
      "says the form is not for emergencies: 911 for immediate danger, and the firm's phones; only on a page with the form",
    example: '<EmergencyNotice />',
    ...SELF_CLOSING,
  },
  Reveal: {
    description: 'fades its content in just after the page opens (Who We Are)',
    example: '<Reveal>…</Reveal>',
    props: {},
    children: 'required',
  },
  ConsultationForm: {
    description: 'the consultation request form; it belongs on content/pages/contact.mdx only: leave it where it is',
    example: '<ConsultationForm />',
    ...SELF_CLOSING,
  },
  SiteSearch: {
    description:
      'the search box and its results, with the guides by practice area and the practice areas as links for browsers without JavaScript; it belongs on content/pages/search.mdx only',
    example: '<SiteSearch />',
    ...SELF_CLOSING,
  },
  FormErrorList: {
    description: 'the list of problems on content/pages/contact-errors.mdx only: leave it where it is',
    example: '<FormErrorList />',
    ...SELF_CLOSING,
  },
} as const satisfies Record<string, ComponentSpec>;

export type MdxComponentName = keyof typeof MDX_COMPONENTS;
export type FactName = (typeof FACT_NAMES)[number];
export type CountName = (typeof COUNT_NAMES)[number];

export const MDX_COMPONENT_NAMES = (Object.keys(MDX_COMPONENTS) as MdxComponentName[]).sort();

export function componentSpec(name: string): ComponentSpec | undefined {
  return Object.hasOwn(MDX_COMPONENTS, name) ? MDX_COMPONENTS[name as MdxComponentName] : undefined;
}

type PropValue<Spec> = Spec extends { kind: 'choice'; values: readonly (infer Value)[] }
  ? Value
  : Spec extends { kind: 'flag' }
    ? boolean
    : string;

type Props<Specs> = {
  [Key in keyof Specs as Specs[Key] extends { required: true } ? Key : never]: PropValue<Specs[Key]>;
} & {
  [Key in keyof Specs as Specs[Key] extends { required: true } ? never : Key]?: PropValue<Specs[Key]>;
};

type Children<Kind> = Kind extends 'required'
  ? { children: ReactNode }
  : Kind extends 'optional'
    ? { children?: ReactNode }
    : unknown;

export type PropsOf<Name extends MdxComponentName> = Props<(typeof MDX_COMPONENTS)[Name]['props']> &
  Children<(typeof MDX_COMPONENTS)[Name]['children']>;
