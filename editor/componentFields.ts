/**
 * The components editors may place in a body, read from the component registry
 * (content-pipeline/mdxComponentRegistry.ts): a component with no content is a block (or an
 * inline one, written inside a sentence), one with content a wrapper; each value (prop)
 * becomes a field of its kind. Values left unset are not written, so a saved body keeps the
 * registry's forms: a flag written alone (`narrow`), never `narrow={false}`, which the checker
 * refuses as code in braces.
 */
import { fields, type ComponentSchema } from '@keystatic/core';
import { block, inline, wrapper, type ContentComponent } from '@keystatic/core/content-components';
import { MDX_COMPONENTS, type ComponentSpec } from '../content-pipeline/mdxComponentRegistry';

type PropSpec = ComponentSpec['props'][string];

export function contentComponents(): Record<string, ContentComponent> {
  return Object.fromEntries(
    Object.entries(MDX_COMPONENTS).map(([name, spec]: [string, ComponentSpec]) => [name, componentOf(name, spec)]),
  );
}

function componentOf(name: string, spec: ComponentSpec): ContentComponent {
  const schema = Object.fromEntries(Object.entries(spec.props).map(([prop, about]) => [prop, propField(prop, about)]));
  const settings = { label: name, description: spec.description, schema };
  if (spec.children !== 'none') return wrapper(settings);
  return spec.inline ? inline(settings) : block(settings);
}

function propField(label: string, spec: PropSpec): ComponentSchema {
  const description = spec.about;
  switch (spec.kind) {
    case 'flag': {
      const base = fields.checkbox({ label, description });
      return { ...base, serialize: (value: boolean) => ({ value: value ? true : undefined }) };
    }
    case 'choice': {
      const options = spec.values.map((value) => ({ label: value, value }));
      if (spec.required) return fields.select({ label, description, options, defaultValue: spec.values[0] as string });
      // An optional choice starts unset and is left out of the body while it stays so.
      const base = fields.select({
        label,
        description,
        options: [{ label: '(none)', value: '' }, ...options],
        defaultValue: '',
      });
      return { ...base, serialize: (value: string) => ({ value: value === '' ? undefined : value }) };
    }
    default:
      return fields.text({ label, description, validation: { isRequired: spec.required } });
  }
}
