// Import boundaries of the server (docs/architecture.md, Server modules): a module imports its own files, lib/, db/,
// plugins/ and packages, never another module; lib/ imports no module. Only the composition root (app.ts, server.ts,
// scripts/, db/seed/) wires modules together.
import path from 'node:path';

const srcRoot = (filename) => {
  const marker = `${path.sep}apps${path.sep}server${path.sep}src${path.sep}`;
  const index = filename.indexOf(marker);
  return index === -1 ? null : filename.slice(0, index + marker.length - 1);
};

/** `modules/<name>` for a module's file, else the top folder (lib, db, plugins) or the file (app.ts). */
const area = (src, file) => {
  const [top, name] = path.relative(src, file).split(path.sep);
  return top === 'modules' ? `modules/${name}` : top;
};

export default {
  meta: {
    type: 'problem',
    messages: {
      crossModule: 'Server module "{{from}}" must not import module "{{to}}": move the shared part to lib/, or pass it in from app.ts.',
      libImport: 'lib/ must not import a module: it is what modules share.',
    },
    schema: [],
  },
  create(context) {
    const src = srcRoot(context.filename);
    if (!src) return {};
    const from = area(src, context.filename);
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = area(src, path.resolve(path.dirname(context.filename), source));
      if (!to.startsWith('modules/')) return;
      if (from === 'lib') context.report({ node, messageId: 'libImport' });
      if (!from.startsWith('modules/') || to === from) return;
      context.report({ node, messageId: 'crossModule', data: { from: from.slice('modules/'.length), to: to.slice('modules/'.length) } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};
