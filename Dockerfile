# One image for every role: web (`npm run web`), worker (`npm run worker -- --queues …`) and the
# one-process default (`npm start`). See docker-compose.yml and the README's multi-machine setup.
FROM node:20-bookworm-slim
# Debian's tesseract program reads pages by OCR, with the models of the npm packages (decision 0067).
RUN apt-get update && apt-get install -y --no-install-recommends tesseract-ocr \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund && npm run build -w apps/web \
  && npx tsx apps/api/scripts/build-server.ts main web worker
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000
# Large blocks given back to the system when freed (decision 0090, packages/ingest/src/malloc-tunables.ts).
ENV GLIBC_TUNABLES=glibc.malloc.mmap_threshold=8388608
EXPOSE 3000
# npm forwards SIGTERM poorly: run the process directly so it gets the signal (graceful stop).
CMD ["node", "--max-semi-space-size=4", "--v8-pool-size=1", "apps/api/dist/main/main.mjs"]
