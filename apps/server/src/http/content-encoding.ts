// Which compressed form of an answer a client takes (RFC 9110 §12.5.3 Accept-Encoding), for the
// build's pre-compressed files and the API's larger JSON answers (decision 012).

export type ContentEncoding = 'br' | 'gzip';

/**
 * The best encoding the client accepts: brotli before gzip (smaller at the same speed to decode),
 * neither when the header is missing or refuses them (`q=0`). Weights other than 0 only rank
 * between the two; '*' stands for any encoding not named.
 */
export function preferredEncoding(acceptEncoding: string | undefined): ContentEncoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [rawName, ...params] = part.split(';');
    const name = rawName?.trim().toLowerCase();
    if (!name) continue;
    let weight = 1;
    for (const param of params) {
      const match = /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(param);
      if (match) weight = Number(match[1]);
    }
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: ContentEncoding) => weights.get(name) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gzip = weightOf('gzip');
  if (br <= 0 && gzip <= 0) return null;
  return br >= gzip ? 'br' : 'gzip';
}
