import { cx } from '../../../components/ui/class-names';
import { fieldRows, typeWords, type FieldRow, type JsonSchema, type OpenApiDocument, type OperationView } from './openapi-view';

// One operation of the reference (docs/product/access.md "The API"): closed, its method, path, scope
// and summary; open, its parameters and the fields it takes and answers.

const METHOD_STYLES: Record<string, string> = {
  GET: 'bg-sky-100 text-sky-900 dark:bg-sky-900/60 dark:text-sky-100',
  POST: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/60 dark:text-emerald-100',
  PUT: 'bg-amber-100 text-amber-900 dark:bg-amber-900/60 dark:text-amber-100',
  PATCH: 'bg-violet-100 text-violet-900 dark:bg-violet-900/60 dark:text-violet-100',
  DELETE: 'bg-rose-100 text-rose-900 dark:bg-rose-900/60 dark:text-rose-100',
};

const subheading = 'text-sm font-semibold text-slate-900 dark:text-white';
const cell = 'py-1.5 pr-3 align-top';

export function OperationDetails({ doc, operation }: { doc: OpenApiDocument; operation: OperationView }) {
  const query = operation.parameters.filter((parameter) => parameter.in !== 'header');
  const headers = operation.parameters.filter((parameter) => parameter.in === 'header');
  return (
    <details className="group rounded-xl border border-slate-200 bg-white shadow-sm open:shadow dark:border-slate-800 dark:bg-slate-900">
      <summary className="flex cursor-pointer list-none flex-wrap items-center gap-x-3 gap-y-1 rounded-xl px-4 py-3 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 [&::-webkit-details-marker]:hidden">
        <span className={cx('w-16 shrink-0 rounded px-2 py-0.5 text-center font-mono text-xs font-bold', METHOD_STYLES[operation.method])}>{operation.method}</span>
        <code className="min-w-0 break-all font-mono text-sm text-slate-900 dark:text-slate-100">{operation.path}</code>
        <span className="text-sm text-slate-700 dark:text-slate-300">{operation.summary}</span>
        {operation.scope ? (
          <span className="ml-auto rounded-full border border-slate-300 px-2 py-0.5 font-mono text-xs text-slate-700 dark:border-slate-600 dark:text-slate-300">
            <span className="sr-only">Scope: </span>
            {operation.scope}
          </span>
        ) : null}
      </summary>
      <div className="space-y-5 border-t border-slate-200 px-4 py-4 dark:border-slate-800">
        {operation.description ? <p className="text-sm text-slate-700 dark:text-slate-300">{operation.description}</p> : null}
        {query.length > 0 ? (
          <div className="space-y-2">
            <h3 className={subheading}>Parameters</h3>
            <FieldTable caption={`Parameters of ${operation.method} ${operation.path}`} rows={query.map((parameter) => ({ name: parameter.name, type: `${parameter.in === 'path' ? 'in the path, ' : ''}${parameter.schema ? typeWords(doc, parameter.schema) : 'text'}`, required: parameter.required ?? false, notes: parameter.description ?? '', depth: 0 }))} />
          </div>
        ) : null}
        {headers.length > 0 ? (
          <div className="space-y-2">
            <h3 className={subheading}>Headers</h3>
            <FieldTable caption={`Headers of ${operation.method} ${operation.path}`} rows={headers.map((parameter) => ({ name: parameter.name, type: 'text', required: parameter.required ?? false, notes: parameter.description ?? '', depth: 0 }))} />
          </div>
        ) : null}
        {operation.body ? <SchemaBlock doc={doc} title="Request body" schema={operation.body} caption={`Request body of ${operation.method} ${operation.path}`} /> : null}
        {operation.success.schema ? (
          <SchemaBlock doc={doc} title={`Answer ${operation.success.status}`} schema={operation.success.schema} caption={`Answer of ${operation.method} ${operation.path}`} />
        ) : (
          <p className="text-sm text-slate-700 dark:text-slate-300">
            <span className="font-semibold text-slate-900 dark:text-white">Answer {operation.success.status}</span>: no body.
          </p>
        )}
        <div className="space-y-1">
          <h3 className={subheading}>Refusals</h3>
          <ul className="space-y-1 text-sm text-slate-700 dark:text-slate-300">
            {operation.errors.map((error) => (
              <li key={error.status}>
                <span className="font-mono font-semibold">{error.status}</span> {error.description}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </details>
  );
}

function SchemaBlock({ doc, title, schema, caption }: { doc: OpenApiDocument; title: string; schema: JsonSchema; caption: string }) {
  const rows = fieldRows(doc, schema);
  return (
    <div className="space-y-2">
      <h3 className={subheading}>
        {title}: <span className="font-normal text-slate-700 dark:text-slate-300">{typeWords(doc, schema)}</span>
      </h3>
      {rows.length > 0 ? <FieldTable caption={caption} rows={rows} /> : null}
    </div>
  );
}

/** 'checklist[].position' may wrap after each dot, never inside a word ('Idempotency-Key' stays whole). */
function breakable(name: string) {
  const parts = name.split('.');
  return parts.map((part, index) => (index < parts.length - 1 ? <span key={index}>{part}.<wbr /></span> : <span key={index}>{part}</span>));
}

function FieldTable({ caption, rows }: { caption: string; rows: FieldRow[] }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm text-slate-700 dark:text-slate-300">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-slate-900 dark:border-slate-700 dark:text-white">
            <th scope="col" className={cx(cell, 'font-semibold')}>Field</th>
            <th scope="col" className={cx(cell, 'font-semibold')}>Type</th>
            <th scope="col" className={cx(cell, 'hidden font-semibold sm:table-cell')}>Notes</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name} className="border-b border-slate-100 last:border-0 dark:border-slate-800">
              <td className={cell} style={{ paddingLeft: `${row.depth * 1}rem` }}>
                <code className="font-mono text-xs text-slate-900 dark:text-slate-100">{breakable(row.name)}</code>
                {row.required ? <span className="block text-xs text-slate-600 dark:text-slate-400">required</span> : null}
              </td>
              <td className={cell}>
                {row.type}
                {/* On a phone the notes go under the type: three columns do not fit 390 px. */}
                {row.notes ? <span className="mt-0.5 block text-xs text-slate-600 sm:hidden dark:text-slate-400">{row.notes}</span> : null}
              </td>
              <td className={cx(cell, 'hidden sm:table-cell')}>{row.notes}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
