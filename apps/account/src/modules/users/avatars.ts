import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { AppError } from '@essay/contracts';

const FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
/** An avatar is a small picture: more pixels than this is refused before it is decoded. */
const AVATAR_MAX_PIXELS = 40_000_000;
const NAME = /^([a-f0-9]{8})[a-f0-9]{16}\.(jpg|png|webp|gif)$/;

export const AVATAR_MESSAGES = {
  notImage: 'The avatar must be an image (JPEG, PNG, WebP or GIF)',
  tooLarge: 'The avatar must be at most 5 MB',
  notApproved: 'An avatar can be saved once the school administrator has approved your account',
} as const;

/** The first 8 hex digits of an avatar's name are its owner's id: one user's files can be found. */
const ownerPrefix = (userId: number) => userId.toString(16).padStart(8, '0');
const avatarsDir = (filesDir: string) => path.join(filesDir, 'avatars');

/** Stores an avatar of `userId` after checking by content that it is an image; answers its public path. */
export async function storeAvatar(
  filesDir: string,
  userId: number,
  bytes: Buffer,
): Promise<string> {
  let format: string | undefined;
  // sharp (libvips, ≈19 MB once loaded) loads with the first avatar, not when the server starts (issue 30).
  const { default: sharp } = await import('sharp');
  try {
    const meta = await sharp(bytes, { limitInputPixels: AVATAR_MAX_PIXELS }).metadata();
    format = meta.format;
  } catch {
    format = undefined;
  }
  if (!format || !FORMATS.has(format))
    throw new AppError('unsupported_type', AVATAR_MESSAGES.notImage);
  const name = `${ownerPrefix(userId)}${randomBytes(8).toString('hex')}.${format === 'jpeg' ? 'jpg' : format}`;
  await mkdir(avatarsDir(filesDir), { recursive: true });
  await writeFile(path.join(avatarsDir(filesDir), name), bytes);
  return `/account/avatars/${name}`;
}

export function avatarPath(filesDir: string, name: string): string | null {
  if (!NAME.test(name)) return null;
  return path.join(avatarsDir(filesDir), name);
}

async function ownedAvatars(filesDir: string, userId: number): Promise<string[]> {
  const prefix = ownerPrefix(userId);
  const names = await readdir(avatarsDir(filesDir)).catch(() => [] as string[]);
  return names.filter((name) => NAME.exec(name)?.[1] === prefix);
}

/**
 * One avatar per user: every file of the user but `current` (the public path the account now
 * shows, or null to remove all) is deleted, and `previous` (a name from before names carried their
 * owner) too. Run after the account row changed, so of two saves at once the one the row kept survives.
 */
export async function removeOtherAvatars(
  filesDir: string,
  userId: number,
  current: string | null,
  previous?: string,
): Promise<void> {
  const keep = current?.split('/').pop();
  const before = previous?.split('/').pop();
  const names = await ownedAvatars(filesDir, userId);
  if (before && NAME.test(before)) names.push(before);
  for (const name of names)
    if (name !== keep) await rm(path.join(avatarsDir(filesDir), name), { force: true });
}

/** Files and bytes of the avatars of these users (a school's members). */
export async function avatarUsage(
  filesDir: string,
  userIds: readonly number[],
): Promise<{ count: number; bytes: number }> {
  const owners = new Set(userIds.map(ownerPrefix));
  const names = await readdir(avatarsDir(filesDir)).catch(() => [] as string[]);
  let count = 0;
  let bytes = 0;
  for (const name of names) {
    const owner = NAME.exec(name)?.[1];
    if (owner === undefined || !owners.has(owner)) continue;
    const info = await stat(path.join(avatarsDir(filesDir), name)).catch(() => null);
    if (!info) continue;
    count += 1;
    bytes += info.size;
  }
  return { count, bytes };
}
