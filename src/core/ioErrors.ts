// File-system failures as one-line errors naming the path: a full disk, a read-only or unwritable directory,
// a quota. They are the user's to fix, not bugs, so they must never surface as "internal error" with a stack.
import { EnvsieveError } from './errors.js';

const REASONS: Record<string, string> = {
  ENOSPC: 'no space left on the device',
  EDQUOT: 'disk quota exceeded',
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  EROFS: 'read-only file system',
  ENOENT: 'no such file or directory',
  ENOTDIR: 'a part of the path is not a directory',
  EISDIR: 'is a directory',
  EEXIST: 'already exists',
  EIO: 'input/output error',
  EMFILE: 'too many open files',
  ENFILE: 'too many open files in the system',
  ENAMETOOLONG: 'file name too long',
  EFBIG: 'file too large',
  ELOOP: 'too many symbolic links',
};

/** Whether `error` is a Node system error of the file system (it has an errno code we can explain). */
export function isFsError(error: unknown): error is NodeJS.ErrnoException {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return typeof code === 'string' && code in REASONS;
}

export function fsReason(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code && REASONS[code] ? `${REASONS[code]} (${code})` : error instanceof Error ? error.message : String(error);
}

/** `error` as an EnvsieveError naming `path` (else the path the system error names: for a failed write that
 * is the temporary file, which means nothing to the user); EnvsieveErrors pass through. */
export function ioError(error: unknown, path: string | undefined, doing: string): EnvsieveError {
  if (error instanceof EnvsieveError) return error;
  const file = path ?? (error as NodeJS.ErrnoException | null)?.path ?? '';
  return new EnvsieveError('io_failed', `${doing}: ${fsReason(error)}`, { place: { file }, cause: error });
}
