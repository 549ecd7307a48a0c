import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactsResponseSchema, featuresResponseSchema, officeAddressSchema, rolesResponseSchema, userInfoSchema } from '@panel/domain';
import type { Db } from '../../db/client';
import { currentUser } from '../../plugins/auth';
import * as service from './service';

/** The session calls the panel starts with are reachable while an account gate holds the session (decisions 120, 125). */
const accountGateAllowed = { accountGateAllowed: true };

export const userRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/partner/rest/user/roles',
    { config: accountGateAllowed, schema: { summary: 'Role zalogowanego użytkownika', response: { 200: rolesResponseSchema } } },
    (request) => service.userRoles(db, currentUser(request)),
  );
  app.get(
    '/partner/rest/user/info',
    { config: accountGateAllowed, schema: { summary: 'Dane zalogowanego użytkownika', response: { 200: userInfoSchema } } },
    (request) => service.userInfo(db, currentUser(request)),
  );
  app.get(
    '/rest/features/',
    { config: accountGateAllowed, schema: { summary: 'Włączone funkcje panelu', response: { 200: featuresResponseSchema } } },
    (request) => service.features(db, currentUser(request)),
  );
  app.get('/partner/rest/officeAddress', { schema: { summary: 'Adres biura agenta', response: { 200: officeAddressSchema } } }, (request) =>
    service.officeAddress(db, currentUser(request)),
  );
  app.get('/partner/rest/contacts', { schema: { summary: 'Kontakty opiekunów agenta', response: { 200: contactsResponseSchema } } }, (request) =>
    service.contacts(db, currentUser(request)),
  );
};
