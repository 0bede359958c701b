import path from 'node:path';

/**
 * `zones`: [{ target, from, except?, message }] with folders relative to the working directory, as
 * bulletproof-react's import zones: a file under `target` may not import (by a relative path) a file
 * under `from`, unless it is under one of `except` (relative to `from`). Our own small rule, so the
 * lint needs no native resolver (the registry here lacks the other platforms' builds of one).
 */
export const importZones = {
  meta: { type: 'problem', schema: [{ type: 'object', additionalProperties: true }] },
  create(context) {
    const cwd = context.cwd;
    const inside = (file, folder) => {
      const relative = path.relative(path.resolve(cwd, folder), file);
      return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
    };
    const list = (value) => (Array.isArray(value) ? value : [value]);
    const zones = (context.options[0]?.zones ?? []).filter((zone) =>
      list(zone.target).some((target) => inside(context.filename, target)),
    );
    const check = (node) => {
      const source = node.source;
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const imported = path.resolve(path.dirname(context.filename), source.value);
      for (const zone of zones) {
        const blocked = list(zone.from).some(
          (from) =>
            inside(imported, from) &&
            !(zone.except ?? []).some((except) => inside(imported, path.join(from, except))),
        );
        if (blocked) context.report({ node: source, message: zone.message });
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { 'import-zones': importZones } };
