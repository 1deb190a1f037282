# syntax=docker/dockerfile:1
# Hindsight Guard: `serve` over Streamable HTTP on 0.0.0.0:8787, data in the /data volume.
# The server refuses a non-loopback bind unless the policy gives principals tokens: mount one and
# point HINDSIGHT_POLICY at it (docker-compose.yml does; README "Operations → Deployment").
ARG NODE_IMAGE=node:20.19-bookworm-slim

# Compiles TypeScript. Dependency scripts are skipped: tsc needs no native module, and the
# package's `prepare` would build before the sources are copied.
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY tsconfig.json tsconfig.build.json ./
COPY src ./src
# The build also does once what each process would redo at start (scripts/build-artifacts.mjs).
COPY scripts/build-artifacts.mjs ./scripts/
COPY policies ./policies
RUN npm run build

# Production dependencies on the same base as the runtime, so the native modules (better-sqlite3,
# hnswlib-node) are built for it. `--ignore-scripts` skips `prepare` (it needs the dev-only
# TypeScript); the two native modules are then built explicitly, with the build tools this stage
# alone carries.
FROM ${NODE_IMAGE} AS prod-deps
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund \
 && npm rebuild better-sqlite3 hnswlib-node \
 && npm cache clean --force

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HINDSIGHT_DATA_DIR=/data
WORKDIR /app
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY package.json ./
COPY policies ./policies
COPY models ./models
# The image's `node` user (uid 1000) owns the data directory; a named volume mounted there starts
# as a copy of it, ownership included.
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]
USER node
EXPOSE 8787
# No curl in slim images: node's own fetch. /healthz answers while the process serves.
HEALTHCHECK --interval=15s --timeout=5s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.HINDSIGHT_PORT || 8787) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "dist/cli.js", "serve", "--http", "--host", "0.0.0.0", "--data-dir", "/data"]
