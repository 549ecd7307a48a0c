import type { Resolver } from 'react-hook-form';
import { describe, expect, test, vi } from 'vitest';
import { lazyResolver } from '../lazy-resolver';

type Fields = { name: string };
const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<Fields>>[2];
const accepting: Resolver<Fields> = (values) => Promise.resolve({ values, errors: {} });

describe('lazy form resolver', () => {
  test("loads the schema's resolver once, at the first validation, and delegates to it", async () => {
    const load = vi.fn(() => Promise.resolve(accepting));
    const resolver = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();
    await expect(resolver({ name: 'a' }, undefined, options)).resolves.toEqual({ values: { name: 'a' }, errors: {} });
    await resolver({ name: 'b' }, undefined, options);
    expect(load).toHaveBeenCalledOnce();
  });

  test('a failed load is tried again at the next validation', async () => {
    const load = vi.fn<() => Promise<Resolver<Fields>>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(accepting);
    const resolver = lazyResolver(load);
    await expect(resolver({ name: 'a' }, undefined, options)).rejects.toThrow('offline');
    await expect(resolver({ name: 'a' }, undefined, options)).resolves.toEqual({ values: { name: 'a' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
