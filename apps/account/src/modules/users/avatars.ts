import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { AppError } from '@essay/contracts';

const FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

/** Stores an avatar after checking by content that it is an image; answers its public path. */
export async function storeAvatar(filesDir: string, bytes: Buffer): Promise<string> {
  let format: string | undefined;
  try {
    const meta = await sharp(bytes, { limitInputPixels: 40_000_000 }).metadata();
    format = meta.format;
  } catch {
    format = undefined;
  }
  if (!format || !FORMATS.has(format)) {
    throw new AppError('unsupported_type', 'The avatar must be an image (JPEG, PNG, WebP or GIF)');
  }
  const name = `${randomBytes(12).toString('hex')}.${format === 'jpeg' ? 'jpg' : format}`;
  const dir = path.join(filesDir, 'avatars');
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, name), bytes);
  return `/account/avatars/${name}`;
}

export function avatarPath(filesDir: string, name: string): string | null {
  if (!/^[a-f0-9]{24}\.(jpg|png|webp|gif)$/.test(name)) return null;
  return path.join(filesDir, 'avatars', name);
}
