import { closeSync, fsyncSync, openSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

// docs/architecture.md "The embedded database": acknowledged means durable (issue 25 §3).
//
// PGlite starts PostgreSQL with -F (fsync off), and its file system layer (Emscripten's NODEFS) has no
// fsync: a commit reached the kernel's page cache and nothing more, so a power cut could lose
// acknowledged writes or leave a database that needs repair. Here PostgreSQL runs with fsync on, and
// NODEFS's fsync reaches the disk (fsync(2) through Node). PostgreSQL then does what it does on any
// machine: it flushes the write-ahead log before a commit is acknowledged, and the data files before a
// checkpoint moves the redo point. wal_sync_method is fsync because Emscripten's fdatasync is a no-op.
// The files it creates are the owner's only (0600, folders 0700): a person's journal is in them.

const PRIVATE_BITS = 0o077;

/** The Emscripten module objects this file reaches into (not part of PGlite's typed API). */
interface NodeFsModule {
  NODEFS: {
    stream_ops: { fsync?: (stream: { nfd?: number }) => number };
    node_ops: { mknod: (parent: unknown, name: string, mode: number, dev: number) => unknown; setattr: (node: unknown, attr: { mode?: number }) => void };
  };
}

export class DurableNodeFS extends NodeFS {
  override async init(pg: PGlite, options: Parameters<NodeFS['init']>[1]) {
    const result = await super.init(pg, options);
    const preRun = result.emscriptenOpts.preRun ?? [];
    result.emscriptenOpts.preRun = [...(Array.isArray(preRun) ? preRun : [preRun]), (module: unknown) => makeDurableAndPrivate(module as NodeFsModule)];
    return result;
  }
}

function makeDurableAndPrivate(module: NodeFsModule): void {
  const { stream_ops: streamOps, node_ops: nodeOps } = module.NODEFS;
  streamOps.fsync = (stream) => {
    if (stream.nfd !== undefined) fsyncSync(stream.nfd);
    return 0;
  };
  const mknod = nodeOps.mknod;
  nodeOps.mknod = (parent, name, mode, dev) => mknod(parent, name, mode & ~PRIVATE_BITS, dev);
  const setattr = nodeOps.setattr;
  nodeOps.setattr = (node, attr) => setattr(node, attr.mode === undefined ? attr : { ...attr, mode: attr.mode & ~PRIVATE_BITS });
}

/**
 * PGlite's start parameters with fsync on (no -F) and WAL flushes through fsync, and memory sized for
 * one person's database on a small machine (issue 25 "Fits a small box"): 16 MB of shared buffers
 * instead of 128 MB (the operating system caches the files too), and index builds in 16 MB.
 */
export function durableStartParams(): string[] {
  return [
    ...PGlite.defaultStartParams.filter((parameter) => parameter !== '-F'),
    ...['-c', 'wal_sync_method=fsync', '-c', 'shared_buffers=16MB', '-c', 'maintenance_work_mem=16MB'],
  ];
}

/** Flushes a folder's entry list (a file created, renamed or removed in it) to disk. */
export function fsyncFolder(path: string): void {
  const fd = openSync(path, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}
