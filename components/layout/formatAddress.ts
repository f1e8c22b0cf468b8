import type { SiteFacts } from '../../content-pipeline/schema';

export function formatAddressLines(address: SiteFacts['address']): string[] {
  return [address.street, `${address.city}, ${address.province} ${address.postalCode}`];
}
