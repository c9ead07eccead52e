import { z } from 'zod';
import { lazySchema } from '../lazy-schema';
import { boundedInt, boundedText } from './bounds';
import { emailAddress, personName } from './person-fields';
import { usPhoneNumber } from './phone-number';
import { ROLE_NAMES } from '../auth/capabilities';

const name = lazySchema(personName);

/** User row of the admin list (spec 1 §3), with phone and picture for profile editing. */
export const UserSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string(),
    profilePicPath: z.string(),
    role: z.enum(ROLE_NAMES),
    /** The user's id in the sales system (the `closerId` of their leads); null when not linked. */
    salesSystemId: z.string().nullable(),
    version: z.number().int(),
  }),
);
export type User = z.infer<typeof UserSchema>;

export const CreateUserInputSchema = lazySchema(() =>
  z.object({
    firstName: name,
    lastName: name,
    email: emailAddress(),
    role: z.enum(ROLE_NAMES),
    phone: usPhoneNumber().optional(),
    /**
     * The closer id the sales system's leads carry for this user: it gives a rep the customers whose
     * appointment they close. Blank or null means "not linked"; absent keeps it (decision 0027).
     */
    salesSystemId: boundedText('id').trim().nullable().optional(),
  }),
);
export type CreateUserInput = z.infer<typeof CreateUserInputSchema>;

export const UpdateUserInputSchema = lazySchema(() =>
  CreateUserInputSchema.extend({
    id: z.uuid(),
    version: boundedInt('version'),
  }),
);
export type UpdateUserInput = z.infer<typeof UpdateUserInputSchema>;

/** Manage My Profile: anyone may edit their own name, phone and picture. */
export const UpdateProfileInputSchema = lazySchema(() =>
  z.object({
    firstName: name,
    lastName: name,
    phone: usPhoneNumber(),
    profilePicPath: z
      .string()
      .max(400_000)
      .refine(
        (v) => v === '' || v.startsWith('data:image/') || /^https?:\/\//.test(v),
        'Must be an image',
      ),
  }),
);
export type UpdateProfileInput = z.infer<typeof UpdateProfileInputSchema>;
