import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

/** One file of a zip: its name and its text, produced a piece at a time. */
export interface ZipEntry {
  name: string;
  chunks: AsyncIterable<string>;
  /**
   * Stored as it is rather than compressed: for the many small files (a journal's entries), where a
   * compressor each would cost the server more memory (measured: 70 MB for 10,000) than it saves bytes.
   */
  store?: boolean;
}

/**
 * A zip written while it is read (fflate), with backpressure: the next piece of a file is produced only
 * when the reader asks for more, so a slow download holds one piece in memory, not the archive. A reader
 * that leaves stops the production (`cancel`). `mtime` stamps every entry, so one export's files all carry
 * the moment it was made.
 */
export function zipStream(entries: AsyncIterable<ZipEntry>, { mtime }: { mtime: Date }): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let output: ReadableStreamDefaultController<Uint8Array> | null = null;
  let written = 0;
  let finished = false;
  const zip = new Zip((error, data, final) => {
    if (error) return output?.error(error);
    if (data.length > 0) {
      written += 1;
      output?.enqueue(data);
    }
    if (final) {
      finished = true;
      output?.close();
    }
  });

  async function* steps(): AsyncGenerator<void> {
    for await (const entry of entries) {
      const file = entry.store ? new ZipPassThrough(entry.name) : new ZipDeflate(entry.name, { level: 6 });
      file.mtime = mtime;
      zip.add(file);
      for await (const chunk of entry.chunks) {
        file.push(encoder.encode(chunk));
        yield;
      }
      file.push(new Uint8Array(0), true);
      yield;
    }
    zip.end();
  }
  const step = steps();

  return new ReadableStream<Uint8Array>({
    start(controller) {
      output = controller;
    },
    // A stream asks again only once a pull has enqueued something: a piece the compressor keeps
    // (it writes in blocks) must be followed by the next one until a block comes out.
    async pull() {
      const before = written;
      while (written === before && !finished) {
        if ((await step.next()).done) break;
      }
    },
    async cancel() {
      zip.terminate();
      await step.return(undefined);
    },
  });
}
