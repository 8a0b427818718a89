# syntax=docker/dockerfile:1
# The shop's production image: built with every dependency, run with the production ones only, as the unprivileged
# `node` user. It runs without the sandbox: configure every backend, or pass SANDBOX=on for a single-instance demo.

# Workspace manifests first, so the dependency layers stay cached while sources change.
FROM node:24-bookworm AS manifests
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY design-system/package.json design-system/
COPY features/package.json features/
COPY blocks/package.json blocks/
COPY site/package.json site/
COPY tests/package.json tests/

FROM manifests AS build
RUN npm ci
COPY . .
RUN npm run build -w @storefront/site

# Production dependencies only: what the server loads (README, "Deploying"). Build-only packages and the browser's
# Builder SDK, with its native isolated-vm, stay in the build stage.
FROM manifests AS deps
RUN npm ci --omit=dev && npm cache clean --force

FROM node:24-bookworm-slim
ENV NODE_ENV=production PORT=3000
WORKDIR /app
COPY --from=deps /app ./
COPY --from=build /app/site/build site/build
COPY site/server.mjs site/pageCache.ts site/
COPY site/server/*.mjs site/server/
COPY site/app/lib/pageCookies.ts site/app/lib/personalData.ts site/app/lib/
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=3s \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node itself is PID 1 and passes SIGTERM on to the processes serving pages: they stop accepting, drain requests in
# flight (at most 10 s), then the server exits.
CMD ["node", "site/server.mjs"]
