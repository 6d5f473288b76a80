/**
 * File names inside an upload (docs/product/data.md "Import"): a zip may hold its files in a folder
 * ('Loop Habits/Habits.csv'), so sources find them and name them by their base name.
 */
export function baseName(path: string): string {
  return path.slice(Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\')) + 1);
}

/** The folder part of `path`, with its trailing slash ('' at the top of the upload). */
export function folderOf(path: string): string {
  return path.slice(0, path.length - baseName(path).length);
}
