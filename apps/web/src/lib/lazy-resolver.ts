import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form resolver that loads its schema with the form's first validation, so the schema (and zod) stay out of the
 * first load of a page that shows the form (decision 025). A failed load is tried again at the next validation.
 */
export function lazyResolver<TFieldValues extends FieldValues, TContext, TTransformed>(
  load: () => Promise<Resolver<TFieldValues, TContext, TTransformed>>,
): Resolver<TFieldValues, TContext, TTransformed> {
  let loading: Promise<Resolver<TFieldValues, TContext, TTransformed>> | undefined;
  return async (values, context, options) => {
    loading ??= load().catch((failure: unknown) => {
      loading = undefined;
      throw failure;
    });
    const resolver = await loading;
    return resolver(values, context, options);
  };
}
