import { z } from '../z';
import { text } from '../rules/text';

/** A file in one of the agent's folders (000 §2 /files). */
export const myFileSchema = z.object({
  name: z.string(),
  size: z.number().int(),
  modifiedAt: z.string(),
});
export type MyFile = z.infer<typeof myFileSchema>;

export const myFolderSchema = z.object({
  name: z.string(),
  children: z.array(myFileSchema),
});
export type MyFolder = z.infer<typeof myFolderSchema>;

/** GET /partner/rest/myfiles/list: the agent's folders with their files. */
export const myFilesResponseSchema = z.object({ children: z.array(myFolderSchema) });
export type MyFiles = z.infer<typeof myFilesResponseSchema>;

/** GET /rest/files/{folder}/{file}: names as listed (the router refuses segments over 100 characters with 414). */
export const myFileParamsSchema = z.object({ folder: text(), file: text() });

/** The download link of a listed file. */
export const myFileUrl = (folder: string, file: string) =>
  `/rest/files/${encodeURIComponent(folder)}/${encodeURIComponent(file)}`;
