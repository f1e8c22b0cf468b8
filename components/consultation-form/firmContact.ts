/** One of the firm's phone numbers, as content/site.yaml gives it. */
export interface FirmPhone {
  /** What the number is for, e.g. `Main office`. */
  label: string;
  /** The number as people read it, e.g. `(416) 555-0142`. */
  display: string;
  /** The number for `tel:` links, e.g. `+14165550142`. */
  dial: string;
}

/** What the form says about the firm: its phones and the privacy notice's address. */
export interface FirmContact {
  phones: FirmPhone[];
  privacyNotice: string;
}
