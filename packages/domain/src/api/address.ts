import { z } from '../z';
import { postcodeSchema } from '../rules/fields';

/** GET /partner/rest/address/cities/{zip}: zip NN-NNN. */
export const citiesParamsSchema = z.object({ zip: postcodeSchema() });

/** The cities a postcode serves, by name (001 §7); the address stores the name. */
export const cityItemSchema = z.object({ name: z.string() });
export type CityItem = z.infer<typeof cityItemSchema>;
export const citiesResponseSchema = z.array(cityItemSchema);
export type CitiesResponse = z.infer<typeof citiesResponseSchema>;
