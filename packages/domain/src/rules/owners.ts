import { z } from '../z';
import { messages } from '../messages';
import { isValidPostcode } from '../validators/identifiers';
import { optionalText, postcodeSchema, requiredText } from './fields';
import { isValidPhone } from './phone';
import { text } from './text';

/** Owner type code of a company (001 §9). */
export const OWNER_TYPE_COMPANY = '004';

/** Address: street, home number and city required; zip required, NN-NNN. */
export const addressSchema = z.object({
  zipCode: postcodeSchema(),
  city: requiredText().max(100, { error: messages.MAX_LENGTH_ERROR }),
  street: requiredText().max(100, { error: messages.MAX_LENGTH_ERROR }),
  homeNumber: requiredText().max(10, { error: messages.MAX_LENGTH_ERROR }),
  apartmentNumber: optionalText(10),
});
export type Address = z.infer<typeof addressSchema>;

/** The mailing address is kept as typed while hidden by the same-address tick, and only checked without it. */
const ownerShape = {
  ownerType: text(),
  address: addressSchema,
  sameMailAddress: z.boolean(),
  mailAddress: z.record(text(), z.unknown()).nullable().default(null),
};

function checkMailAddress(owner: { sameMailAddress: boolean; mailAddress: unknown }, ctx: z.core.$RefinementCtx) {
  if (owner.sameMailAddress) return;
  for (const issue of addressSchema.safeParse(owner.mailAddress ?? {}).error?.issues ?? []) {
    ctx.addIssue({ code: 'custom', path: ['mailAddress', ...issue.path.map(String)], message: issue.message });
  }
}

/** A co-owner: address, and a mailing address unless it is the same. */
export const coOwnerSchema = z.object(ownerShape).superRefine(checkMailAddress);

/**
 * The main owner also has a postal code and, for persons only, a nine-digit phone: empty gives
 * 'Pole nie powinno być puste.', a format mismatch 'Pole nie jest zgodne z przyjętym formatem.'.
 */
export const mainOwnerSchema = z
  .object({ ...ownerShape, postalCode: text().trim().default(''), phoneNumber: text().trim().default('') })
  .superRefine((owner, ctx) => {
    const check = (path: string, value: string, isValid: (value: string) => boolean) => {
      if (value === '') ctx.addIssue({ code: 'custom', path: [path], message: messages.NOT_EMPTY_ERROR });
      else if (!isValid(value)) ctx.addIssue({ code: 'custom', path: [path], message: messages.FORMAT_MISMATCH_ERROR });
    };
    check('postalCode', owner.postalCode, isValidPostcode);
    if (owner.ownerType !== OWNER_TYPE_COMPANY) check('phoneNumber', owner.phoneNumber, isValidPhone);
    checkMailAddress(owner, ctx);
  });

export const ownersSchema = z.object({
  mainOwner: mainOwnerSchema,
  firstCoowner: coOwnerSchema.nullable().default(null),
  secondCoowner: coOwnerSchema.nullable().default(null),
});
export type Owners = z.infer<typeof ownersSchema>;
