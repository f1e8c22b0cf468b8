/**
 * The components editors may place in a body, from the component registry. Values left unset are
 * not written: a flag is written alone (`narrow`), never `narrow={false}`, which the checker refuses.
 */
import { fields, type ComponentSchema } from '@keystatic/core';
import { block, inline, wrapper, type ContentComponent } from '@keystatic/core/content-components';
import { createElement, Fragment, type ReactNode } from 'react';
import { capitalised, nameInWords } from '../content-pipeline/fieldLabels';
import { MDX_COMPONENTS, type ComponentSpec } from '../content-pipeline/mdxComponentRegistry';
import { selectField } from './schemaFields';

export function contentComponents(): Record<string, ContentComponent> {
  return Object.fromEntries(
    Object.entries(MDX_COMPONENTS).map(([name, spec]: [string, ComponentSpec]) => [name, componentOf(name, spec)]),
  );
}

/** The values that title a component in the editor's text: a card shows its heading, not "Card". */
const TITLE_PROPS = ['title', 'heading'];

function componentOf(name: string, spec: ComponentSpec): ContentComponent {
  const schema = Object.fromEntries(Object.entries(spec.props).map(([prop, about]) => [prop, propField(prop, about)]));
  const settings = { label: nameInWords(name), description: capitalised(spec.description), schema };
  const titleProp = TITLE_PROPS.find((prop) => prop in spec.props);
  if (spec.children === 'none') return spec.inline ? inline(settings) : block(settings);
  if (!titleProp) return wrapper(settings);
  return wrapper({ ...settings, ContentView: ({ value, children }) => titled(value[titleProp], children) });
}

function titled(title: unknown, children: ReactNode): ReactNode {
  const heading = typeof title === 'string' && title !== '' ? createElement('strong', null, title) : null;
  return createElement(Fragment, null, heading, children);
}

function propField(prop: string, spec: ComponentSpec['props'][string]): ComponentSchema {
  const label = prop === 'href' ? 'Leads to' : nameInWords(prop);
  const description = capitalised(spec.about);
  switch (spec.kind) {
    case 'flag': {
      const base = fields.checkbox({ label, description });
      return { ...base, serialize: (value: boolean) => ({ value: value ? true : undefined }) };
    }
    case 'choice':
      return selectField(label, description, [...spec.values], spec.required);
    default:
      return fields.text({ label, description, validation: { isRequired: spec.required } });
  }
}
