/** The shared schema: what the form and the server both accept. */
import { describe, expect, it } from 'vitest';
import {
  CONSULTATION_FIELDS,
  createConsultationSchema,
  INITIAL_CONSULTATION_VALUES,
  validateConsultation,
} from '../../consultation-request/schema';
import { serviceAreaOptions } from '../../consultation-request/options';
import { FAKE_SITE, validRequest } from './support/fixtures';

const schema = createConsultationSchema(FAKE_SITE.serviceAreas);

/** A valid request with `overrides` is refused with exactly these messages. */
const expectRefused = (overrides: Record<string, unknown>, fieldErrors: Record<string, string>) =>
  expect(validateConsultation(schema, validRequest(overrides))).toEqual({ ok: false, fieldErrors });

describe('consultation schema', () => {
  it('offers one choice per practice area, labelled with its title', () => {
    const areas = [
      { formValue: 'family', title: 'Family Law' },
      { formValue: 'tort', title: 'Tort and Negligence' },
    ];
    expect(serviceAreaOptions(areas)).toEqual([
      { value: 'family', label: 'Family Law' },
      { value: 'tort', label: 'Tort and Negligence' },
    ]);
  });

  it('accepts only the practice areas it was given', () => {
    expect(validateConsultation(schema, validRequest({ legalServiceArea: 'employment' })).ok).toBe(true);
    expectRefused({ legalServiceArea: 'tort' }, { legalServiceArea: 'Choose the area of law your matter concerns' });
  });

  it('accepts a valid request, trims text and ignores unknown keys', () => {
    const result = validateConsultation(schema, { ...validRequest({ firstName: '  Ann  ' }), admin: true });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.request.firstName).toBe('Ann');
    expect(Object.keys(result.request).sort()).toEqual([...CONSULTATION_FIELDS].sort());
  });

  it('treats goals, consultedBefore, bestTime, urgency and contact method as optional, as the specification marks them', () => {
    const request = validRequest();
    for (const field of ['goals', 'consultedBefore', 'bestTime', 'urgencyLevel', 'contactMethod'])
      delete request[field];
    expect(validateConsultation(schema, request).ok).toBe(true);
    expect(validateConsultation(schema, validRequest({ urgencyLevel: '', contactMethod: '' })).ok).toBe(true);
    expectRefused({ urgencyLevel: 'tomorrow' }, { urgencyLevel: 'Choose how urgent your matter is' });
  });

  it('gives one human message per failing field', () => {
    const result = validateConsultation(schema, INITIAL_CONSULTATION_VALUES);
    expect(result).toEqual({
      ok: false,
      fieldErrors: {
        firstName: 'Enter your first name',
        lastName: 'Enter your last name',
        email: 'Enter your e-mail address',
        phone: 'Enter your phone number',
        legalServiceArea: 'Choose the area of law your matter concerns',
        problemDescription: 'Describe your matter briefly',
      },
    });
    expectRefused({ email: 'nope' }, { email: 'Enter a valid e-mail address' });
  });

  it('refuses an e-mail address whose domain has no dot, saying what is missing', () => {
    expectRefused(
      { email: 'priya@gmail' },
      { email: 'Enter the whole e-mail address: the part after @ needs a dot, such as gmail.com' },
    );
    expect(validateConsultation(schema, validRequest({ email: 'priya@gmail.com' })).ok).toBe(true);
  });

  it('never lets __proto__ reach a prototype', () => {
    const result = validateConsultation(
      schema,
      JSON.parse(`{"__proto__":{"polluted":1},${JSON.stringify(validRequest()).slice(1)}`),
    );
    expect(result.ok).toBe(true);
    if (result.ok) expect(Object.getPrototypeOf(result.request)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
