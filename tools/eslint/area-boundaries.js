// Keeps the walls of DESIGN §1: web features and server areas never import each other's internals,
// the web never imports the server (nor the reverse), and inside a server area the direction is
// routes -> service -> repository.
import path from 'node:path';

const AREA_ROOTS = [
  { root: path.join('apps', 'web', 'src', 'features'), kind: 'feature' },
  { root: path.join('apps', 'server', 'src', 'areas'), kind: 'area' },
];
const ROLE_RANK = { routes: 3, service: 2, repository: 1 };

function areaOf(file) {
  for (const { root, kind } of AREA_ROOTS) {
    const marker = `${path.sep}${root}${path.sep}`;
    const index = file.indexOf(marker);
    if (index !== -1) return { kind, name: file.slice(index + marker.length).split(path.sep)[0] };
  }
  return null;
}

function appOf(file) {
  if (file.includes(`${path.sep}apps${path.sep}web${path.sep}`)) return 'web';
  if (file.includes(`${path.sep}apps${path.sep}server${path.sep}`)) return 'server';
  return null;
}

function roleOf(file) {
  const match = /\.(routes|service|repository)\.tsx?$/.exec(file);
  return match ? match[1] : null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const areaBoundaries = {
  meta: { type: 'problem', schema: [], messages: { wall: '{{reason}}' } },
  create(context) {
    const file = context.filename;
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.resolve(path.dirname(file), source);
      const fromApp = appOf(file);
      const toApp = appOf(target);
      if (fromApp && toApp && fromApp !== toApp) {
        return context.report({ node, messageId: 'wall', data: { reason: `${fromApp} must not import ${toApp} code; share it through @cadence/shared.` } });
      }
      const from = areaOf(file);
      const to = areaOf(target);
      if (from && to && from.name !== to.name) {
        return context.report({ node, messageId: 'wall', data: { reason: `${from.kind} "${from.name}" must not import ${to.kind} "${to.name}"; compose them in app/ or share through @cadence/shared.` } });
      }
      const fromRole = roleOf(file);
      const toRole = roleOf(target);
      if (fromRole && toRole && ROLE_RANK[toRole] > ROLE_RANK[fromRole]) {
        return context.report({ node, messageId: 'wall', data: { reason: `a ${fromRole} must not import a ${toRole} (routes -> service -> repository).` } });
      }
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};
