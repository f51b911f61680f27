# Parlor server image: the bundled server, its migrations and the two web builds, on Node 24.
#
#   docker build -t parlor .
#   docker run -p 8080:8080 -e DATABASE_URL=postgres://… parlor
#
# No `# syntax=` line: it would make BuildKit fetch the Dockerfile frontend image from Docker Hub,
# and the cache mounts used below are built into every BuildKit-backed Docker (23+) anyway.
#
# Debian bookworm-slim rather than Alpine: the native parts (@node-rs/argon2, esbuild, rolldown)
# come as glibc (linux-x64-gnu) optional packages, which is what the lockfile was made and tested
# with on Debian 12; musl would pull different binaries nobody here has run. Distroless would save
# a few MB more but leaves no shell for `docker exec` when an operator needs to look around.
# Node 24 is the active LTS; the repository's engines accept it. Pin a digest in your registry
# mirror (NODE_IMAGE=node:24-bookworm-slim@sha256:…) for builds that repeat byte for byte.
ARG NODE_IMAGE=node:24-bookworm-slim

# ---- deps: every workspace's dependencies, dev ones included, for the build -------------------
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
# Manifests only, so source edits do not invalidate the npm ci layer. npm ci needs every
# workspace's package.json to match the lockfile, even the ones the image never runs.
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY apps/backoffice/package.json apps/backoffice/
COPY apps/payment-sandbox/package.json apps/payment-sandbox/
COPY apps/vendor-simulator/package.json apps/vendor-simulator/
# Never --omit=optional: esbuild, rolldown, TypeScript 7 and @node-rs/argon2 ship their binaries as
# optional dependencies.
RUN --mount=type=cache,target=/root/.npm \
    npm ci --no-audit --no-fund

# ---- build: web, back office and the server bundle --------------------------------------------
FROM deps AS build
COPY . .
RUN npm run build

# ---- prod-deps: the server's production dependencies and nothing else ------------------------
# A separate install rather than `npm prune`: pruning a workspace keeps every workspace's
# production dependencies (React, antd-mobile…), which the server never loads.
FROM ${NODE_IMAGE} AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY apps/backoffice/package.json apps/backoffice/
COPY apps/payment-sandbox/package.json apps/payment-sandbox/
COPY apps/vendor-simulator/package.json apps/vendor-simulator/
RUN --mount=type=cache,target=/root/.npm \
    npm ci --omit=dev --workspace @parlor/server --no-audit --no-fund

# ---- runtime ----------------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    PORT=8080 \
    HOST=0.0.0.0
WORKDIR /app
# Manifests plus node_modules (and any nested node_modules npm had to make). Owned by root and
# not writable by the server's user: a compromised process cannot rewrite its own code.
COPY --from=prod-deps /app ./
# The server build puts what the bundle reads at run time (migrations, the in-house game pages)
# into dist beside it, so the sources never enter the image.
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/web/dist apps/web/dist
COPY --from=build /app/apps/backoffice/dist apps/backoffice/dist
# The one writable place: the embedded database when the image runs without DATABASE_URL (a
# single-instance trial; mount a volume here to keep it). With PostgreSQL it stays empty.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 8080
# node is PID 1 and gets SIGTERM directly (no npm or shell in between), drains, then exits.
STOPSIGNAL SIGTERM
# Liveness (/health) for `docker ps` and compose's depends_on. Traffic follows /ready instead, which
# also turns 503 while the server drains; the proxy health-checks that one.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "apps/server/dist/server.mjs"]
