/** The editors' reference of components, written from the registry the checker reads too. */
import { capitalised } from './fieldLabels';
import { MDX_COMPONENTS, type ComponentSpec } from './mdxComponentRegistry';

const BETWEEN_TAGS: Record<ComponentSpec['children'], string> = {
  none: 'Nothing goes between its tags: it closes itself with `/>`.',
  optional: 'Text or other components may go between its tags.',
  required: 'Text or other components go between its tags.',
};

export function renderComponents(): string {
  const intro =
    'Every component a page may use. Write its name exactly as here, capitals included; ' +
    'a value goes in double quotes, a switch (such as `detailed`) alone.';
  const entries = Object.entries(MDX_COMPONENTS).map(([name, spec]: [string, ComponentSpec]) =>
    [
      `### \`${name}\``,
      `${capitalised(spec.description)}. ${BETWEEN_TAGS[spec.children]}`,
      '```mdx\n' + spec.example + '\n```',
      describeValues(spec),
    ].join('\n\n'),
  );
  return ['## Components', intro, ...entries].join('\n\n');
}

function describeValues(spec: ComponentSpec): string {
  const values = Object.entries(spec.props).map(([name, prop]) => {
    const needed = prop.required ? 'required' : 'optional';
    if (prop.kind === 'flag') return `- \`${name}\`: ${needed}, a switch written alone; ${prop.about}.`;
    const choices = prop.kind === 'choice' ? ` One of ${prop.values.map((value) => `\`"${value}"\``).join(', ')}.` : '';
    return `- \`${name}="…"\`: ${needed}; ${prop.about}.${choices}`;
  });
  return values.length > 0 ? values.join('\n') : 'It takes no values.';
}
