import type { ConsultationOption } from '../../consultation/options';
import type { SiteContent } from '../../siteContent/loadContent';

/** The practice areas the form offers, from content/services: a new file adds a choice. */
export function listServiceAreas(content: SiteContent): ConsultationOption[] {
  return content.services.map((service) => ({
    value: service.frontmatter.formValue,
    label: service.frontmatter.title,
  }));
}
