import { IMPORT_MESSAGES } from '@cadence/shared';
import { Unzip, UnzipInflate } from 'fflate';
import { AppError } from '../../http/app-error';
import { ARCHIVE_FILE } from './import-archive';
import type { ImportFile } from './import-batch';

/**
 * docs/product/data.md "Import": the uploaded bytes as text files. A zip is opened entry by entry with
 * its inflated size counted as it grows, so a zip bomb (a few KB that unpack to gigabytes) is stopped
 * at ZIP_UNPACKED_MAX_BYTES whatever its headers claim; only .json and .csv entries are read, and
 * every file must be UTF-8. Anything else is refused in words the person can act on (400).
 */

export const ZIP_UNPACKED_MAX_BYTES = 100 * 1024 * 1024;
const ZIP_MAX_ENTRIES = 20_000;
const WANTED = /\.(json|csv)$/i;

const refuse = (message: string) => new AppError('VALIDATION', message);

function isZip(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

/** UTF-8 text without its byte-order mark; anything that is not UTF-8 is not a file we read. */
function decodeText(bytes: Uint8Array): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw refuse(IMPORT_MESSAGES.notText);
  }
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/**
 * A whole zip ends with its central directory's end record (signature PK 5 6, in the last 64 KB + 22
 * bytes). A download cut short has none; streamed entries alone would read as a shorter, valid file.
 */
function hasEndRecord(bytes: Uint8Array): boolean {
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at -= 1) {
    if (bytes[at] === 0x50 && bytes[at + 1] === 0x4b && bytes[at + 2] === 0x05 && bytes[at + 3] === 0x06) return true;
  }
  return false;
}

/** The names of a zip's entries, read without inflating any (a zip bomb costs nothing here). */
function entryNames(bytes: Uint8Array): string[] {
  const names: string[] = [];
  const unzip = new Unzip((file) => {
    if (names.length < ZIP_MAX_ENTRIES + 1) names.push(file.name);
  });
  try {
    unzip.push(bytes, true);
  } catch {
    throw refuse(IMPORT_MESSAGES.damagedZip);
  }
  if (names.length > ZIP_MAX_ENTRIES) throw new AppError('PAYLOAD_TOO_LARGE', IMPORT_MESSAGES.zipTooLarge);
  return names;
}

/**
 * The entries an import reads: a Cadence export's `cadence.json` alone (its CSV and Markdown copies
 * are the same data), else every .json and .csv file (not macOS's __MACOSX shadows).
 */
function wantedEntries(names: string[]): Set<string> {
  const archive = names.find((name) => name === ARCHIVE_FILE || name.endsWith(`/${ARCHIVE_FILE}`));
  if (archive) return new Set([archive]);
  return new Set(names.filter((name) => WANTED.test(name) && !name.startsWith('__MACOSX/') && !name.endsWith('/')));
}

/** The wanted entries of a zip, inflated with a running count (never trusting the sizes it declares). */
function unzipText(bytes: Uint8Array): ImportFile[] {
  if (!hasEndRecord(bytes)) throw refuse(IMPORT_MESSAGES.damagedZip);
  const wanted = wantedEntries(entryNames(bytes));
  if (wanted.size === 0) throw refuse(IMPORT_MESSAGES.notRecognised);
  const files: Array<{ name: string; chunks: Uint8Array[] }> = [];
  let unpacked = 0;
  let tooLarge = false;
  const unzip = new Unzip((file) => {
    if (tooLarge || !wanted.has(file.name)) return;
    const entry = { name: file.name, chunks: [] as Uint8Array[] };
    files.push(entry);
    file.ondata = (error, chunk) => {
      if (error) throw error;
      unpacked += chunk.length;
      if (unpacked > ZIP_UNPACKED_MAX_BYTES) {
        tooLarge = true;
        file.terminate();
        return;
      }
      entry.chunks.push(chunk);
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    // In slices, so a bomb is stopped after a slice's worth of inflation rather than after all of it.
    const slice = 64 * 1024;
    for (let at = 0; at < bytes.length && !tooLarge; at += slice) unzip.push(bytes.subarray(at, at + slice), at + slice >= bytes.length);
  } catch {
    if (!tooLarge) throw refuse(IMPORT_MESSAGES.damagedZip);
  }
  if (tooLarge) throw new AppError('PAYLOAD_TOO_LARGE', IMPORT_MESSAGES.zipTooLarge);
  return files.map(({ name, chunks }) => ({ name, text: decodeText(Buffer.concat(chunks)) }));
}

/** The upload as text files: the entries of a zip, or the file itself. */
export function uploadFiles(bytes: Uint8Array, fileName: string): ImportFile[] {
  if (bytes.length === 0) throw refuse(IMPORT_MESSAGES.empty);
  if (isZip(bytes)) return unzipText(bytes);
  return [{ name: fileName, text: decodeText(bytes) }];
}
