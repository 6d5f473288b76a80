import { rmSync } from 'node:fs';

rmSync('reports', { recursive: true, force: true });
