import { z } from '../z';
import { roleSchema } from './session';

/** Roles combined with AND (default) or OR, optionally negated (000 §6). */
export const permissionExpressionSchema = z.object({
  roles: z.array(roleSchema).min(1),
  mode: z.enum(['and', 'or']).optional(),
  not: z.boolean().optional(),
});
export type PermissionExpressionConfig = z.infer<typeof permissionExpressionSchema>;

export const docConfigFileSchema = z.object({
  title: z.string().min(1),
  description: z.string().optional(),
  /** File name under /doc/. */
  file: z.string().regex(/^[a-z0-9-]+\.pdf$/),
  permission: permissionExpressionSchema.optional(),
});
export type DocConfigFile = z.infer<typeof docConfigFileSchema>;

export const docConfigGroupSchema = z.object({
  title: z.string().min(1),
  permission: permissionExpressionSchema.optional(),
  files: z.array(docConfigFileSchema),
});
export type DocConfigGroup = z.infer<typeof docConfigGroupSchema>;

export const docConfigSectionSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(1),
  permission: permissionExpressionSchema.optional(),
  groups: z.array(docConfigGroupSchema),
});
export type DocConfigSection = z.infer<typeof docConfigSectionSchema>;

/** The static GET /doc/config.json of the documents page (000 §2, §7): sections → groups → files. */
export const docConfigSchema = z.object({ sections: z.array(docConfigSectionSchema) });
export type DocConfig = z.infer<typeof docConfigSchema>;
