import { type AddressInfo, connect, createServer, type Server, type Socket } from 'node:net';

/**
 * What the proxy does to the traffic between the app and PostgreSQL (issue 6 §4):
 * - pass:    forwards both ways;
 * - cut:     resets every open connection, and every new one as soon as it is accepted;
 * - refuse:  resets every open connection and stops listening, so connecting gets ECONNREFUSED;
 * - silent:  a silent network partition: open connections stay open but no byte gets through either
 *            way, and new connections are accepted and then get no answer.
 */
export type ProxyMode = 'pass' | 'cut' | 'refuse' | 'silent';

export interface TcpProxy {
  readonly port: number;
  readonly mode: ProxyMode;
  setMode(mode: ProxyMode): Promise<void>;
  close(): Promise<void>;
}

interface Link {
  client: Socket;
  upstream: Socket | undefined;
  /** Bytes were dropped, so this stream can never resume: it stays silent after the partition heals. */
  silenced: boolean;
}

/** A TCP proxy on 127.0.0.1 the test controls, between the app and PostgreSQL (no dependencies). */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const links = new Set<Link>();
  let mode: ProxyMode = 'pass';
  const server = createServer((client) => accept(client));
  await listen(server, 0);
  const { port } = server.address() as AddressInfo;

  function accept(client: Socket): void {
    client.on('error', () => {});
    if (mode === 'cut') {
      client.resetAndDestroy();
      return;
    }
    const link: Link = { client, upstream: undefined, silenced: mode === 'silent' };
    links.add(link);
    client.on('close', () => {
      link.upstream?.destroy();
      links.delete(link);
    });
    if (link.silenced) {
      client.resume(); // read and drop
      return;
    }
    const upstream = connect(target.port, target.host);
    link.upstream = upstream;
    upstream.on('error', () => {});
    // PostgreSQL closing is news the app gets, unless a partition stands in between.
    upstream.on('close', () => {
      if (!link.silenced) client.destroy();
    });
    client.on('data', (chunk: Buffer) => {
      if (!link.silenced) upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => {
      if (!link.silenced) client.write(chunk);
    });
  }

  function resetAll(): void {
    for (const link of links) {
      link.client.resetAndDestroy();
      link.upstream?.resetAndDestroy();
    }
    links.clear();
  }

  return {
    port,
    get mode() {
      return mode;
    },
    async setMode(next) {
      mode = next;
      if (next === 'cut' || next === 'refuse') resetAll();
      if (next === 'silent') for (const link of links) link.silenced = true;
      if (next === 'refuse' && server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
      if (next !== 'refuse' && !server.listening) await listen(server, port); // the same port: the app's URL names it
    },
    async close() {
      resetAll();
      if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function listen(server: Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
}
