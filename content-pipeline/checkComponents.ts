/** Each use of a component against the registry; code is refused: MDX would run `{…}` and `import` at build time. */
import type { BodyAttribute, BodyItem } from './bodyItems';
import { componentSpec, MDX_COMPONENT_NAMES, type ComponentSpec } from './mdxComponentRegistry';
import { nearestName } from './nearestName';
import { blockedHandlerMessage, isEventHandler } from './rawHtml';

type ComponentItem = Extract<BodyItem, { kind: 'component' }>;
type CodeItem = Extract<BodyItem, { kind: 'code' }>;

/** `{/* … *\/}` is a comment, which MDX drops: the one use of braces that is not code. */
const COMMENT_ONLY = /^\s*\/\*[\s\S]*\*\/\s*$/;

export function checkCode(item: CodeItem): string[] {
  if (item.statement) {
    return ['an "import" or "export" line is code, which pages may not contain: remove it (components need no import)'];
  }
  if (COMMENT_ONLY.test(item.code)) return [];
  return [
    `"{${shorten(item.code)}}" is code, which pages may not contain: write \\{ for a plain brace, or remove the braces`,
  ];
}

export function checkComponentUse(written: ComponentItem): string[] {
  // An on…= attribute is one message of its own, not also an unknown value or code in braces.
  const handlers = written.attributes.filter((attribute) => isEventHandler(attribute.name));
  const attributes = written.attributes.filter((attribute) => !handlers.includes(attribute));
  const item = { ...written, attributes, oneLine: written.oneLine && handlers.length === 0 };
  return [...handlers.map((handler) => blockedHandlerMessage(handler.name, item.name)), ...checkUse(item)];
}

function checkUse(item: ComponentItem): string[] {
  // Lower-case names are plain HTML (img, br, a); only their values can hold code.
  if (/^[a-z]/.test(item.name) && !item.name.includes('.')) return item.attributes.flatMap((a) => codeInValue(item, a));
  const spec = componentSpec(item.name);
  if (!spec) return [unknownComponent(item.name)];
  const problems = [
    ...item.attributes.flatMap((attribute) => checkAttribute(item, spec, attribute)),
    ...missingValues(item, spec),
    ...checkChildren(item, spec),
    ...checkPlacement(item, spec),
  ];
  // One message at a time: the layout of a tag matters once what it says is right.
  if (problems.length > 0 || !item.oneLine || !item.hasChildren) return problems;
  return [
    `<${item.name}> is written on one line, which the visual editor cannot open: put <${item.name} …> on a line of its own, its text below after an empty line, then an empty line and </${item.name}>`,
  ];
}

function checkPlacement(item: ComponentItem, spec: ComponentSpec): string[] {
  const { inside, notInside } = spec.placement ?? {};
  const parent = item.parents[0];
  if (inside && (parent === undefined || !inside.includes(parent))) {
    const where = parent ? `inside <${parent}>` : 'on its own';
    const within = inside.map((name) => `<${name}>`).join(' or ');
    return [`<${item.name}> stands ${where}: it belongs directly inside ${within}, for example ${spec.example}`];
  }
  const around = notInside && item.parents.find((name) => notInside.includes(name));
  if (!around) return [];
  return [
    `<${item.name}> stands inside <${around}>, where it would be squeezed to part of the width: move it after </${item.parents.at(-1)}>`,
  ];
}

function unknownComponent(name: string): string {
  const guess = nearestName(name, MDX_COMPONENT_NAMES);
  const hint = guess ? `did you mean <${guess}>? ` : '';
  return `<${name}> is not a component you may use: ${hint}The components are: ${MDX_COMPONENT_NAMES.join(', ')}`;
}

function codeInValue(item: ComponentItem, attribute: BodyAttribute): string[] {
  if (typeof attribute.value !== 'object') return [];
  if (!attribute.name) {
    return [`<${item.name} {…}> holds code in braces, which pages may not contain: write each value as name="text"`];
  }
  return [
    `<${item.name} ${attribute.name}={…}> holds code in braces, which pages may not contain: write ${attribute.name}="…" with the text in quotes`,
  ];
}

function checkAttribute(item: ComponentItem, spec: ComponentSpec, attribute: BodyAttribute): string[] {
  const { value } = attribute;
  if (typeof value === 'object') return codeInValue(item, attribute);
  const prop = spec.props[attribute.name];
  const names = Object.keys(spec.props);
  if (!prop) {
    if (names.length === 0) return [`<${item.name}> takes no values: write <${item.name} />`];
    const guess = nearestName(attribute.name, names);
    const hint = guess ? `did you mean ${guess}? ` : '';
    return [`<${item.name}> has no value "${attribute.name}": ${hint}It takes: ${names.join(', ')}`];
  }
  const written = `<${item.name} ${attribute.name}${value === true ? '' : `="${value}"`}>`;
  if (prop.kind === 'flag') {
    return value === true
      ? []
      : [`${written} is not how to turn it on: write ${attribute.name} alone, or leave it out`];
  }
  if (value === true) return [`${written} needs a value: write ${attribute.name}="…"`];
  if (prop.kind === 'choice' && !prop.values.includes(value)) {
    const guess = nearestName(value, prop.values);
    const hint = guess ? `did you mean ${attribute.name}="${guess}"? ` : '';
    const options = prop.values.map((value) => `"${value}"`).join(', ');
    const omit = prop.required ? '' : ', or leave it out';
    return [`${written} is not a value it takes: ${hint}${attribute.name} is one of ${options}${omit}`];
  }
  return [];
}

function missingValues(item: ComponentItem, spec: ComponentSpec): string[] {
  const written = new Set(item.attributes.map((attribute) => attribute.name));
  return Object.entries(spec.props)
    .filter(([name, prop]) => prop.required && !written.has(name))
    .map(([name]) => `<${item.name}> needs ${name}="…": for example ${spec.example}`);
}

function checkChildren(item: ComponentItem, spec: ComponentSpec): string[] {
  if (spec.children === 'none' && item.hasChildren) {
    return [`<${item.name}> takes nothing between its tags: write <${item.name} />`];
  }
  if (spec.children === 'required' && !item.hasChildren) {
    return [`<${item.name}> needs something between its tags: for example ${spec.example}`];
  }
  return [];
}

function shorten(code: string): string {
  const oneLine = code.replace(/\s+/g, ' ').trim();
  return oneLine.length > 30 ? `${oneLine.slice(0, 29)}…` : oneLine;
}
