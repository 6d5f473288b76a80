// Keeps the walls of docs/architecture.md ("Walls"): web features and server areas never import each
// other's internals; the web never imports the server (nor the reverse); inside a server area the
// direction is routes -> service -> repository, and routes reach data only through a service; the
// shared layers (web lib/ and components/, server http/, db/, mail/, context/, session/, rate-limit/,
// realtime/) import no feature, area or app/ composition; web features do not import app/.
import path from 'node:path';

const AREA_ROOTS = [
  { root: path.join('apps', 'web', 'src', 'features'), kind: 'feature' },
  { root: path.join('apps', 'server', 'src', 'areas'), kind: 'area' },
];
const ROLE_RANK = { routes: 3, service: 2, repository: 1 };

/** Layers every area builds on: they must not know any area, nor the app that composes them. */
const SHARED_LAYERS = [
  path.join('apps', 'web', 'src', 'lib'),
  path.join('apps', 'web', 'src', 'components'),
  ...['http', 'db', 'mail', 'context', 'session', 'rate-limit', 'realtime', 'ai'].map((dir) => path.join('apps', 'server', 'src', dir)),
];
const WEB_APP = path.join('apps', 'web', 'src', 'app');
const SERVER_APP_FILES = [path.join('apps', 'server', 'src', 'app.ts'), path.join('apps', 'server', 'src', 'main.ts')];

const within = (file, dir) => file.includes(`${path.sep}${dir}${path.sep}`);

function areaOf(file) {
  for (const { root, kind } of AREA_ROOTS) {
    const marker = `${path.sep}${root}${path.sep}`;
    const index = file.indexOf(marker);
    if (index !== -1) return { kind, name: file.slice(index + marker.length).split(path.sep)[0] };
  }
  return null;
}

function appOf(file) {
  if (within(file, path.join('apps', 'web'))) return 'web';
  if (within(file, path.join('apps', 'server'))) return 'server';
  return null;
}

function roleOf(file) {
  const match = /\.(routes|service|repository)(\.tsx?)?$/.exec(file);
  return match ? match[1] : null;
}

function isComposition(target) {
  return within(target, WEB_APP) || SERVER_APP_FILES.some((suffix) => target.endsWith(`${path.sep}${suffix}`) || target.endsWith(`${path.sep}${suffix.replace(/\.ts$/, '')}`));
}

/** The reason `file` may not import `target`, or null when it may. */
export function wallBetween(file, target) {
  const fromApp = appOf(file);
  const toApp = appOf(target);
  if (fromApp && toApp && fromApp !== toApp) return `${fromApp} must not import ${toApp} code; share it through @cadence/shared.`;
  const from = areaOf(file);
  const to = areaOf(target);
  if (from && to && from.name !== to.name) {
    return `${from.kind} "${from.name}" must not import ${to.kind} "${to.name}"; compose them in app/ or share through @cadence/shared.`;
  }
  const sharedLayer = SHARED_LAYERS.find((dir) => within(file, dir));
  if (sharedLayer && (to || isComposition(target))) {
    return `${sharedLayer.split(path.sep).slice(-1)[0]}/ is shared by every area and must not import ${to ? `${to.kind} "${to.name}"` : 'the app composition'}.`;
  }
  if (from?.kind === 'feature' && within(target, WEB_APP)) return `feature "${from.name}" must not import app/; the app composes features, not the reverse.`;
  const fromRole = roleOf(file);
  const toRole = roleOf(target);
  if (fromRole && toRole && ROLE_RANK[toRole] > ROLE_RANK[fromRole]) return `a ${fromRole} must not import a ${toRole} (routes -> service -> repository).`;
  if (fromRole === 'routes' && toRole === 'repository') return 'routes reach data through a service, never a repository (routes -> service -> repository).';
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const areaBoundaries = {
  meta: { type: 'problem', schema: [], messages: { wall: '{{reason}}' } },
  create(context) {
    const file = context.filename;
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const reason = wallBetween(file, path.resolve(path.dirname(file), source));
      if (reason) context.report({ node, messageId: 'wall', data: { reason } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};
