/** Spec §5 shop and person label rules, as the forms show them: the field is named, the limit is said. */
import { describe, expect, it } from 'vitest';
import { fieldError, locationError, personFields, shopFields } from './label-form';

/** Stand-in translator: the key and its parameters, so the test reads which message was chosen. */
const t = (key: string, params?: Record<string, unknown>) => `${key}${params ? ` ${JSON.stringify(params)}` : ''}`;
const image = '/uploads/2026/11/a.jpg';

describe('shop settlement form rules', () => {
  it('requires name, category, phone, intro and both images, naming the field', () => {
    expect(fieldError(shopFields.name, '  ', 'Shop name', t)).toBe('validation.required {"field":"Shop name"}');
    expect(fieldError(shopFields.category, undefined, 'Category', t)).toBe('validation.required {"field":"Category"}');
    expect(fieldError(shopFields.phone, '', 'Phone', t)).toBe('validation.required {"field":"Phone"}');
    expect(fieldError(shopFields.intro, '', 'Intro', t)).toBe('validation.required {"field":"Intro"}');
    expect(fieldError(shopFields.door_image, undefined, 'Door', t)).toBe('validation.required {"field":"Door"}');
    expect(fieldError(shopFields.license_image, '', 'Licence', t)).toMatch(/^validation\.(required|image) /);
  });

  it('says how to write hours the map cannot read, and takes readable or empty hours', () => {
    expect(fieldError(shopFields.business_hours, 'from morning till late', 'Hours', t)).toBe('map.hours_invalid');
    expect(fieldError(shopFields.business_hours, '08:00–20:00', 'Hours', t)).toBeNull();
    expect(fieldError(shopFields.business_hours, 'Mon-Fri 09:00-18:00; Sat 10:00-14:00', 'Hours', t)).toBeNull();
    expect(fieldError(shopFields.business_hours, '', 'Hours', t)).toBeNull();
  });

  it('accepts a filled form', () => {
    expect(fieldError(shopFields.name, 'Pi Coffee', 'Shop name', t)).toBeNull();
    expect(fieldError(shopFields.category, 3, 'Category', t)).toBeNull();
    expect(fieldError(shopFields.phone, '+65 6123 4567', 'Phone', t)).toBeNull();
    expect(fieldError(shopFields.door_image, image, 'Door', t)).toBeNull();
    expect(fieldError(shopFields.images, [image], 'Interior', t)).toBeNull();
  });

  it('refuses a malformed phone, an over-long name, no interior image and a 7th one', () => {
    expect(fieldError(shopFields.phone, 'call me', 'Phone', t)).toBe('validation.invalid {"field":"Phone"}');
    expect(fieldError(shopFields.name, 'x'.repeat(61), 'Shop name', t)).toBe('validation.too_long {"field":"Shop name"}');
    expect(fieldError(shopFields.images, [], 'Interior', t)).toBe('validation.required {"field":"Interior"}');
    expect(fieldError(shopFields.images, Array(7).fill(image), 'Interior', t)).toBe('map.too_many_images {"max":6}');
  });

  it('needs a picked location', () => {
    expect(locationError(null, 'Location', t)).toBe('validation.required {"field":"Location"}');
    expect(locationError([1.29, 103.85], 'Location', t)).toBeNull();
    expect(locationError([91, 103.85], 'Location', t)).toBe('validation.invalid {"field":"Location"}');
  });
});

describe('person label form rules', () => {
  it('requires nickname and bio (docs/product.md §5)', () => {
    expect(fieldError(personFields.nickname, '', 'Nickname', t)).toBe('validation.required {"field":"Nickname"}');
    expect(fieldError(personFields.bio, ' ', 'Bio', t)).toBe('validation.required {"field":"Bio"}');
    expect(fieldError(personFields.bio, 'Coffee lover', 'Bio', t)).toBeNull();
  });
});
