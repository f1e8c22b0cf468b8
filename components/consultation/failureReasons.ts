/** Why a no-JavaScript request was turned back; the server shows the paragraph that applies. */
export const FAILURE_REASONS = {
  'rate-limited':
    'Several requests have already been sent from your connection. Please wait ten minutes and try again, or call us.',
  unavailable: 'We could not save your request just now. Please try again in a few minutes, or call us.',
  malformed: 'Your request could not be read. Please go back and send the form again, or call us.',
  'too-large': 'Your request was too long to send. Please shorten your description, or call us.',
  'unsupported-type': 'Your request could not be read. Please go back and send the form again, or call us.',
} as const;
