/** The shared schema: what the form and the server both accept. */
import { describe, expect, it } from 'vitest';
import {
  CONSULTATION_FIELDS,
  createConsultationSchema,
  INITIAL_CONSULTATION_VALUES,
  validateConsultation,
} from '../../consultation/schema';
import { listServiceAreas } from '../../server/contact/serviceAreas';
import { loadContent } from '../../siteContent/loadContent';
import { validRequest } from './support/fixtures';

const schema = createConsultationSchema(listServiceAreas(loadContent()));

describe('consultation schema', () => {
  it('offers every practice area from content/services', () => {
    const areas = listServiceAreas(loadContent()).map((a) => a.value);
    expect(areas).toHaveLength(8);
    expect(areas).toEqual(expect.arrayContaining(['civil-litigation', 'family', 'tort']));
  });

  it('accepts a valid request, trims text and ignores unknown keys', () => {
    const result = validateConsultation(schema, { ...validRequest({ firstName: '  Ann  ' }), admin: true });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.request.firstName).toBe('Ann');
    expect(Object.keys(result.request).sort()).toEqual([...CONSULTATION_FIELDS].sort());
  });

  it('treats goals, consultedBefore and bestTime as optional', () => {
    const request = validRequest();
    delete request.goals;
    delete request.consultedBefore;
    delete request.bestTime;
    expect(validateConsultation(schema, request).ok).toBe(true);
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
        urgencyLevel: 'Choose how urgent your matter is',
        contactMethod: 'Choose how we should contact you',
      },
    });
    expect(validateConsultation(schema, validRequest({ email: 'nope' }))).toEqual({
      ok: false,
      fieldErrors: { email: 'Enter a valid e-mail address' },
    });
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
