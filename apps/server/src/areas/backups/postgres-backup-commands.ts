// docs/product/backups.md "On a PostgreSQL server": with DATABASE_URL, backups are the database
// administrator's, made with PostgreSQL's own tools. Cadence prints the exact commands, without the
// password (pg_dump asks for it, or reads it from ~/.pgpass or PGPASSWORD).

/** DATABASE_URL without its password, for a command line or a message. */
export function withoutPassword(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    url.password = '';
    url.searchParams.delete('password');
    return url.toString();
  } catch {
    return '"$DATABASE_URL"';
  }
}

function shellQuoted(text: string): string {
  return text.startsWith('"$') ? text : `'${text.replace(/'/g, `'\\''`)}'`;
}

export function pgDumpCommand(databaseUrl: string, today: string): string {
  return `pg_dump --format=custom --file=cadence-${today}.dump ${shellQuoted(withoutPassword(databaseUrl))}`;
}

export function pgRestoreCommand(databaseUrl: string, file: string): string {
  return `pg_restore --clean --if-exists --no-owner --dbname=${shellQuoted(withoutPassword(databaseUrl))} ${shellQuoted(file)}`;
}
