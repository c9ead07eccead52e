import { z } from 'zod';
import { ROLE_NAMES } from '../auth/capabilities';

const name = z.string().trim().min(1, 'Required').max(100);

/** User row of the admin list (spec 1 §3), with phone and picture for profile editing. */
export const UserSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  profilePicPath: z.string(),
  role: z.enum(ROLE_NAMES),
  version: z.number().int(),
});
export type User = z.infer<typeof UserSchema>;

export const CreateUserInputSchema = z.object({
  firstName: name,
  lastName: name,
  email: z.email('Invalid email address').max(254),
  role: z.enum(ROLE_NAMES),
  phone: z.string().trim().max(40).optional(),
});
export type CreateUserInput = z.infer<typeof CreateUserInputSchema>;

export const UpdateUserInputSchema = CreateUserInputSchema.extend({
  id: z.uuid(),
  version: z.number().int().nonnegative(),
});
export type UpdateUserInput = z.infer<typeof UpdateUserInputSchema>;

/** Manage My Profile: anyone may edit their own name, phone and picture. */
export const UpdateProfileInputSchema = z.object({
  firstName: name,
  lastName: name,
  phone: z.string().trim().max(40),
  profilePicPath: z
    .string()
    .max(400_000)
    .refine(
      (v) => v === '' || v.startsWith('data:image/') || /^https?:\/\//.test(v),
      'Must be an image',
    ),
});
export type UpdateProfileInput = z.infer<typeof UpdateProfileInputSchema>;
