/**
 * What the generated articles point at in the site's own content: the services (their practice
 * areas and links) and the team members (their authors). Read from the project's content/, so the
 * articles link to pages that exist and the built-site check passes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fail } from './say';

export interface Service {
  /** The file name, as an article's `areas` lists it. */
  name: string;
  slug: string;
  title: string;
}

export interface ContentNames {
  serviceNames: string[];
  services: Service[];
  teamNames: string[];
}

function mdxNamesIn(folder: string): string[] {
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder)
    .filter((file) => file.endsWith('.mdx'))
    .sort()
    .map((file) => file.slice(0, -'.mdx'.length));
}

export function readContentNames(contentDir: string): ContentNames {
  const servicesDir = path.join(contentDir, 'services');
  const serviceNames = mdxNamesIn(servicesDir);
  const services = serviceNames.flatMap((name) => {
    const text = fs.readFileSync(path.join(servicesDir, `${name}.mdx`), 'utf8');
    const slug = /^slug:\s*(\S+)/m.exec(text)?.[1];
    // A title with a YAML tag (`!placeholder …`) or quotes would read oddly as link text.
    const title = /^title:\s*([A-Za-z].*?)\s*$/m.exec(text)?.[1] ?? name.replace(/-/g, ' ');
    return slug ? [{ name, slug, title }] : [];
  });
  const teamNames = mdxNamesIn(path.join(contentDir, 'team'));
  if (services.length === 0 || teamNames.length === 0) {
    fail(`${contentDir} needs services/*.mdx with a slug and team/*.mdx: the articles link to them`);
  }
  return { serviceNames, services, teamNames };
}
