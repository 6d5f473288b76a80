// Benchmarks that belong to the to-do board (issue 3) are added here.
export interface AreaBenchContext {
  kind: 'pglite' | 'postgres';
  baseUrl: string;
  cookie: string;
  databaseUrl?: string;
  durationSeconds: number;
  row(label: string, value: string): void;
}

export async function benchTodos(_context: AreaBenchContext): Promise<void> {}
