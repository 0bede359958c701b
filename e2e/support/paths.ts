import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const E2E_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const REPO_ROOT = path.resolve(E2E_DIR, '..');
export const SCREENSHOT_DIR = path.join(REPO_ROOT, 'artifacts', 'screenshots');
export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3100';
