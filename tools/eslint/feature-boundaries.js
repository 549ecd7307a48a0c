// Import boundaries of the web app (GUIDE §3.1): a feature never imports another feature,
// and nothing outside src/app imports from src/app. Relative imports are resolved to decide.
import path from 'node:path';

const srcRoot = (filename) => {
  const marker = `${path.sep}apps${path.sep}web${path.sep}src${path.sep}`;
  const index = filename.indexOf(marker);
  return index === -1 ? null : filename.slice(0, index + marker.length - 1);
};

const area = (src, file) => {
  const [top, name] = path.relative(src, file).split(path.sep);
  return top === 'features' ? `features/${name}` : top;
};

export default {
  meta: {
    type: 'problem',
    messages: {
      crossFeature: 'Feature "{{from}}" must not import feature "{{to}}": move the shared part to components/ or lib/.',
      appImport: 'Only src/app may import from src/app.',
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
      if (to === 'app' && from !== 'app') context.report({ node, messageId: 'appImport' });
      if (to.startsWith('features/') && from.startsWith('features/') && to !== from) {
        context.report({ node, messageId: 'crossFeature', data: { from, to } });
      }
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};
