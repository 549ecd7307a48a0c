import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, myFileParamsSchema, myFilesResponseSchema, z } from '@panel/domain';
import type { Db } from '../../db/client';
import { attachment } from '../../lib/content-disposition';
import { currentUser } from '../../plugins/auth';
import * as service from './service';

const roles = { all: ['ROLE_AGENT_FILES_ENABLED' as const] };

/** The agent's own files (000 §2 /files, §7): the list and a download per file. */
export const filesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/partner/rest/myfiles/list',
    { config: { roles }, schema: { summary: 'Lista plików agenta (Moje pliki)', response: { 200: myFilesResponseSchema, 403: apiErrorSchema } } },
    (request) => service.listFiles(db, currentUser(request)),
  );
  app.get(
    '/rest/files/:folder/:file',
    {
      config: { roles },
      schema: {
        summary: 'Pobranie pliku agenta',
        params: myFileParamsSchema, response: { 200: z.instanceof(Buffer), 403: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const file = await service.downloadFile(db, currentUser(request), request.params.folder, request.params.file);
      return reply
        .type(file.contentType)
        .header('content-disposition', attachment(file.name))
        .header('cache-control', 'private, no-store')
        .send(file.content);
    },
  );
};
