/**
 * The names of the components editors may use in MDX files: the checker refuses any other.
 * components/mdx/mdxComponents.ts maps each name to its React component and is type-checked
 * against this list, so neither can gain or lose a name without the other.
 */
export const MDX_COMPONENT_NAMES = [
  'ButtonLink',
  'CallToAction',
  'Card',
  'CardGrid',
  'ConsultationForm',
  'ContactCards',
  'Fact',
  'FormErrorList',
  'Hero',
  'OfficeHours',
  'Reveal',
  'Section',
  'ServiceCards',
  'Stats',
  'TeamProfiles',
] as const;

export type MdxComponentName = (typeof MDX_COMPONENT_NAMES)[number];
