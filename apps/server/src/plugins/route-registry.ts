import type { FastifyInstance, RouteOptions } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route as registered, with its schemas: what the fuzz test drives (and what an API description lists). */
    registeredRoutes: readonly RouteOptions[];
  }
}

/** Must be registered before any route. */
export function registerRouteRegistry(app: FastifyInstance) {
  const routes: RouteOptions[] = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
}
