import { IMPORT_MAX_BYTES, IMPORT_MESSAGES } from '@cadence/shared';
import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../../http/app-env';
import { AppError } from '../../http/app-error';
import { cancelImport, commitImport, previewImport } from './import.service';
import type { DataContext } from './data-context';

const limitUpload = bodyLimit({
  maxSize: IMPORT_MAX_BYTES,
  onError: (c) => {
    c.header('Connection', 'close');
    throw new AppError('PAYLOAD_TOO_LARGE', IMPORT_MESSAGES.tooLarge);
  },
});

/**
 * The upload of POST /api/data-imports, read whole (at most IMPORT_MAX_BYTES, else 413 naming the
 * limit) before the request takes its turn at the database: a phone's minute of uploading must not
 * hold a turn others wait for (decision 009). app.ts mounts it between the session check and admission.
 */
export const readImportUpload: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.method !== 'POST' || c.req.path !== '/api/data-imports') return next();
  return limitUpload(c, async () => {
    await c.req.arrayBuffer();
    await next();
  });
};

/** A file name to show back, from the `name` query parameter: its last path part, printable, short. */
function fileNameOf(raw: string | undefined): string {
  const name = (raw ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  const printable = name.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 200);
  return printable === '' ? 'upload' : printable;
}

/**
 * /api/data-imports (docs/product/data.md "Import"; issue 20 §2). POST the file itself as the body
 * (any content type; `?name=` its file name; local times are read in the person's zone) for a preview that is
 * kept as a draft; POST /:id/commit writes it; DELETE /:id drops it. Every body check the other
 * routes get from apiRequestRules is this route's own: the body is a file, not JSON.
 */
export function dataImportRoutes(ctx: DataContext): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.post('/', async (c) => {
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    const preview = await previewImport(ctx, c.get('actor'), { bytes, fileName: fileNameOf(c.req.query('name')) });
    return c.json(preview, 201);
  });
  app.post('/:id/commit', async (c) => c.json(await commitImport(ctx, c.get('actor'), c.req.param('id'))));
  app.delete('/:id', async (c) => {
    await cancelImport(ctx, c.get('actor'), c.req.param('id'));
    return c.body(null, 204);
  });
  return app;
}
