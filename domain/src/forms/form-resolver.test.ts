import { z } from 'zod';
import { bidValuesSchema } from '../schemas/bid';
import { formResolver } from './form-resolver';
import fr from '../locales/fr-CA.json';
import { activateTestLocale, resetTestLocale } from '../testing';

const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('formResolver: a domain schema checked in a form, its issues in words (issue 36)', () => {
  afterEach(() => resetTestLocale());

  it('words each field’s first issue, the minimum order with its value', async () => {
    const resolve = formResolver(bidValuesSchema(1000));
    const result = await resolve({ quantity: 10, pricePerGram: 0 }, undefined, options);
    expect(result.errors).toEqual({
      quantity: { type: 'custom', message: 'The minimum order for this product is 1 000 g' },
      pricePerGram: { type: 'too_small', message: 'Price must be greater than $0' },
    });
  });

  it('answers in the active locale', async () => {
    activateTestLocale('fr-CA', fr);
    const result = await formResolver(bidValuesSchema(1000))(
      { quantity: 10, pricePerGram: 2 },
      undefined,
      options,
    );
    expect(String(result.errors.quantity?.message).replace(/\s/g, ' ')).toBe(
      'La commande minimale pour ce produit est de 1 000 g',
    );
  });

  it('passes the parsed values on, and keeps zod’s own words for a check without a message', async () => {
    const schema = z.object({ name: z.string().min(2) });
    expect(await formResolver(schema)({ name: 'ok' }, undefined, options)).toEqual({
      values: { name: 'ok' },
      errors: {},
    });
    const failed = await formResolver(schema)({ name: 'x' }, undefined, options);
    expect(failed.errors.name?.message).toBe('Too small: expected string to have >=2 characters');
  });
});
