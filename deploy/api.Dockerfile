# The API image: the bundle (api/dist/server.js, migrations beside it) and its npm dependencies.
FROM node:20-bookworm-slim AS build
WORKDIR /repo
RUN corepack enable
COPY . .
RUN pnpm install --frozen-lockfile --filter @leafbid/api... \
  && pnpm --filter @leafbid/api run build \
  && pnpm --filter @leafbid/api deploy --prod --legacy /out

FROM node:20-bookworm-slim
WORKDIR /app
COPY --from=build /out/node_modules ./node_modules
COPY --from=build /out/package.json ./package.json
COPY --from=build /repo/api/dist ./dist
ENV NODE_ENV=production DATA_DIR=/tmp/leafbid
USER node
EXPOSE 4000
CMD ["node", "dist/server.js"]
