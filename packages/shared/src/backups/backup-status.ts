import { z } from '../zod';

// GET /api/backup-status: what the profile's Backups card shows (docs/product/backups.md "Where a person sees it").
// One database holds every account on a machine, so the answer is about this Cadence's data as a whole:
// when it was last backed up and how many backups are kept, never a path or anything of another account.

export const backupStatusSchema = z.discriminatedUnion('mode', [
  z.strictObject({
    /** The embedded database: Cadence makes and rotates the backups itself. */
    mode: z.literal('embedded'),
    /** When the newest backup was made; null before the first. */
    lastBackupAt: z.iso.datetime().nullable(),
    /** How many backups there are now. */
    kept: z.number().int().min(0),
    keepDaily: z.number().int().min(1),
    keepWeekly: z.number().int().min(0),
  }),
  z.strictObject({
    /** A PostgreSQL server (DATABASE_URL): its backups are its administrator's, made with pg_dump. */
    mode: z.literal('postgres'),
  }),
]);

export type BackupStatus = z.infer<typeof backupStatusSchema>;
