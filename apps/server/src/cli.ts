import { runBackupCommand, runRestoreCommand, commandSettingsFrom } from './areas/backups/backup-commands';
import { systemClock } from './clock';

// `npm run backup` and `npm run restore FILE` (docs/product/backups.md), bundled as dist/cli.js.

async function main(): Promise<number> {
  // Backups and restored files are the owner's only, as everything in DATA_DIR.
  process.umask(0o077);
  const [command, ...rest] = process.argv.slice(2);
  const settings = commandSettingsFrom(process.env, systemClock);
  let outcome;
  if (command === 'backup' && rest.length === 0) outcome = await runBackupCommand(settings);
  else if (command === 'restore' && rest.length <= 1) outcome = await runRestoreCommand(settings, rest[0]);
  else {
    console.error('Use: npm run backup, or npm run restore FILE.');
    return 2;
  }
  if (outcome.ok) process.stdout.write(`${outcome.message}\n`);
  else console.error(outcome.message);
  return outcome.ok ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`The command failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
    process.exit(1);
  },
);
