/** One thing to confirm before launch, on one line (`npm run check:launch`; `npm start` warns). */
export interface LaunchItem {
  /** Path relative to the project, e.g. `content/site.yaml`, or `environment` for a setting. */
  file: string;
  line?: number;
  message: string;
}

export function formatLaunchItem(item: LaunchItem): string {
  return `${item.line ? `${item.file}:${item.line}` : item.file}: ${item.message}`;
}

/** Host names reserved for examples and tests (RFC 2606) and this machine's own: no real firm uses them. */
export function isExampleHost(host: string): boolean {
  return /(?:^|\.)(?:example\.(?:com|org|net)|test|example|invalid|localhost)$|^127\.\d+\.\d+\.\d+$/i.test(host);
}

/** An e-mail address, or a `Name <address>` mailbox, at an example host. */
export function isExampleMailbox(mailbox: string): boolean {
  const host = /@([^\s>]+)>?\s*$/.exec(mailbox)?.[1];
  return host === undefined || isExampleHost(host);
}
