import type { SiteFacts } from '../../content-pipeline/schema';

/** The address as it is written on an envelope in Ontario. */
export function formatAddressLines(address: SiteFacts['address']): string[] {
  return [address.street, `${address.city}, ${address.province} ${address.postalCode}`];
}
