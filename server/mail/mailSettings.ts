import type { SiteManifest } from '../../built-site/manifest';
import { optionLabel } from '../../consultation-request/options';
import type { ServerConfig } from '../config';
import type { MailSettings } from './composeMail';

/** Who the firm's mail is from and to, and the practice areas' names, as the site says now. */
export function mailSettings(
  config: Pick<ServerConfig, 'mailFrom' | 'mailTo'>,
  site: Pick<SiteManifest, 'firmEmail' | 'serviceAreas'>,
): MailSettings {
  return {
    from: config.mailFrom,
    to: config.mailTo ?? site.firmEmail,
    serviceAreaLabel: (value) => optionLabel(site.serviceAreas, value),
  };
}
