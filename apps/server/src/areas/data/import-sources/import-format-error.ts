/**
 * A file an import source cannot read at all (docs/product/data.md "Import"): not the format it was
 * given as, or broken beyond reading (a quote never closed). Unlike a refused row, nothing of the file
 * is imported. The message is meant for the person and names the file and, where it helps, the line:
 * 'This file is not a Todoist CSV export: its header has no CONTENT column'.
 */
export class ImportFormatError extends Error {
  override readonly name = 'ImportFormatError';
}
