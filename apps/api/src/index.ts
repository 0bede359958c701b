export { buildPlatform } from './server.ts';
export { readApiConfig, type ApiConfig } from './config.ts';
