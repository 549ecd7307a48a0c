# syntax=docker/dockerfile:1
# Panel Agenta: one image for the migration job and every instance (decision 141).

# Build once: the web app and the compiled server (decision 127), then only the production packages are kept.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/domain/package.json packages/domain/
COPY e2e/package.json e2e/
RUN npm ci
COPY . .
RUN npm run build && npm prune --omit=dev

# Run: the bundles load their packages from node_modules (argon2, PGlite, pg, pdfkit and the fonts stay external) and
# find the migrations, static files and web build from their own location. No sources, no npm scripts.
FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/var/lib/panel/data
WORKDIR /app
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/apps/server/package.json apps/server/
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/server/drizzle apps/server/drizzle
COPY --from=build /app/apps/server/static apps/server/static
COPY --from=build /app/apps/web/dist apps/web/dist
# The code stays root's and read-only; the node user writes only here (the embedded database of a one-container demo,
# its lock file beside it, its two-factor key and e-mail files). With DATABASE_URL and SMTP_URL nothing is written.
RUN mkdir -p /var/lib/panel && chown node:node /var/lib/panel
USER node
EXPOSE 3000
# Readiness: the database answers, every migration is applied and the workers run (decision 130). Slim has no curl.
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/readyz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "apps/server/dist/server.js"]
