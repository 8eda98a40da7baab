/**
 * The modules a set of start modules really reaches through their static imports, seen through barrel
 * modules (files that only re-export others, like a component library's index): an import of two names
 * from `@mantine/core` reaches the two files behind those names, not the library's three hundred. Used
 * by the build's chunking (scripts/vite-plugins.ts), where following a barrel whole would put every
 * screen's components in every first screen's reach.
 */
import { dirname, extname, join } from 'node:path';
import { parseAst } from 'vite';

/** What the build tells about a module: its static imports and, when it has it, its code. */
export interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[]; code?: string | null } | null;
}

/** Where a name comes from: the importing statement's specifier and the name there ('*': all of it). */
interface Origin {
  specifier: string;
  name: string;
}

interface Facts {
  /** Only imports and exports (and directives): a re-exporting file. */
  barrel: boolean;
  /** Each import or re-export statement's specifier and the names it takes ('*' for a namespace). */
  statements: { specifier: string; names: string[] }[];
  /** A barrel's exported names and where each comes from. */
  exported: Map<string, Origin>;
  /** A barrel's `export * from` specifiers. */
  starFrom: string[];
}

const nameOf = (node: { type: string; name?: string; value?: unknown }): string =>
  node.type === 'Identifier' ? (node.name ?? '') : String(node.value);

const LANGS: Record<string, 'js' | 'jsx' | 'ts' | 'tsx'> = { '.ts': 'ts', '.tsx': 'tsx', '.jsx': 'jsx' };

/** A module's import facts, or null when its code is not there or not JavaScript (then all is followed). */
function factsOf(id: string, code: string | null | undefined): Facts | null {
  if (!code || id.startsWith('\0')) return null;
  const file = id.split('?')[0] ?? id;
  let program: ReturnType<typeof parseAst>;
  try {
    program = parseAst(code, { lang: LANGS[extname(file)] ?? 'js' });
  } catch {
    return null;
  }
  const facts: Facts = { barrel: true, statements: [], exported: new Map(), starFrom: [] };
  const locals = new Map<string, Origin>();
  const exportedLocals: [string, string][] = [];
  for (const node of program.body) {
    if (node.type === 'ImportDeclaration') {
      if (node.importKind === 'type') continue;
      const names: string[] = [];
      for (const s of node.specifiers) {
        if (s.type === 'ImportSpecifier' && s.importKind === 'type') continue;
        const name =
          s.type === 'ImportSpecifier'
            ? nameOf(s.imported)
            : s.type === 'ImportDefaultSpecifier'
              ? 'default'
              : '*';
        names.push(name);
        locals.set(s.local.name, { specifier: String(node.source.value), name });
      }
      facts.statements.push({ specifier: String(node.source.value), names });
    } else if (node.type === 'ExportNamedDeclaration' && !node.declaration) {
      for (const s of node.specifiers) {
        const exported = nameOf(s.exported);
        if (node.source)
          facts.exported.set(exported, { specifier: String(node.source.value), name: nameOf(s.local) });
        else exportedLocals.push([exported, nameOf(s.local)]);
      }
      if (node.source) {
        facts.statements.push({
          specifier: String(node.source.value),
          names: node.specifiers.map((s) => nameOf(s.local)),
        });
      }
    } else if (node.type === 'ExportAllDeclaration') {
      facts.starFrom.push(String(node.source.value));
      facts.statements.push({ specifier: String(node.source.value), names: ['*'] });
    } else if (!(node.type === 'ExpressionStatement' && 'directive' in node && node.directive)) {
      facts.barrel = false;
    }
  }
  for (const [exported, local] of exportedLocals) {
    const origin = locals.get(local);
    if (origin) facts.exported.set(exported, origin);
    else facts.barrel = false; // exports something of its own
  }
  if (facts.exported.size === 0 && facts.starFrom.length === 0) facts.barrel = false;
  return facts;
}

const SCRIPT = /\.[cm]?[jt]sx?$/;

const withoutExtension = (path: string) => path.slice(0, path.length - extname(path).length);

/** Which of `importedIds` the specifier names (relative paths, or a package by its name), if one does. */
function resolveIn(from: string, specifier: string, importedIds: readonly string[]): string | undefined {
  const paths = importedIds.map((id) => [id, id.split('?')[0] ?? id] as const);
  if (specifier.startsWith('.')) {
    const base = join(dirname(from.split('?')[0] ?? from), specifier);
    const match = (p: string) =>
      p === base || withoutExtension(p) === base || withoutExtension(p) === join(base, 'index');
    return paths.find(([, p]) => match(p))?.[0];
  }
  // A package's index, told from the package's other files the module imports (its style sheet, say).
  const inPackage = paths.filter(([, p]) => p.includes(`/node_modules/${specifier}/`) && SCRIPT.test(p));
  return inPackage.length === 1 ? inPackage[0]?.[0] : undefined;
}

/** Every module `starts` reach (the starts included), barrels followed only for the names taken. */
export function usedImportClosure(graph: ModuleGraph, starts: readonly string[]): Set<string> {
  const facts = new Map<string, Facts | null>();
  const factsFor = (id: string) => {
    if (!facts.has(id)) facts.set(id, factsOf(id, graph.getModuleInfo(id)?.code));
    return facts.get(id) ?? null;
  };
  const seen = new Set<string>();
  /** Modules whose imports have all been taken (a barrel only when reached whole). */
  const expanded = new Set<string>();
  const followedNames = new Set<string>();
  const stack = starts.filter((id) => graph.getModuleInfo(id));

  /** Follows `name` of the barrel `id` to the module that defines it ('*': every module behind it). */
  const followName = (id: string, name: string): void => {
    const key = `${id}\0${name}`;
    if (followedNames.has(key)) return;
    followedNames.add(key);
    seen.add(id);
    const barrel = factsFor(id);
    const importedIds = graph.getModuleInfo(id)?.importedIds ?? [];
    const origin = name === '*' ? undefined : barrel?.exported.get(name);
    const target = origin && resolveIn(id, origin.specifier, importedIds);
    if (origin && target) {
      follow(target, [origin.name]);
      return;
    }
    if (name !== '*' && barrel && !origin && barrel.starFrom.length > 0) {
      for (const specifier of barrel.starFrom) {
        const from = resolveIn(id, specifier, importedIds);
        if (from) follow(from, [name]);
        else stack.push(...importedIds);
      }
      return;
    }
    stack.push(...importedIds);
  };
  /** Reaches `id` for `names`: a barrel for those names only, any other module whole. */
  const follow = (id: string, names: readonly string[]): void => {
    const target = factsFor(id);
    if (!target?.barrel) stack.push(id);
    else if (names.includes('*')) followName(id, '*');
    else for (const name of names) followName(id, name);
  };

  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (expanded.has(id)) continue;
    expanded.add(id);
    seen.add(id);
    const importedIds = graph.getModuleInfo(id)?.importedIds ?? [];
    const own = factsFor(id);
    if (!own || own.barrel) {
      // Nothing known of its code, or a barrel reached whole: everything it imports.
      stack.push(...importedIds);
      continue;
    }
    const taken = new Map<string, string[]>();
    for (const statement of own.statements) {
      const target = resolveIn(id, statement.specifier, importedIds);
      if (target) taken.set(target, [...(taken.get(target) ?? []), ...statement.names]);
    }
    for (const next of importedIds) {
      const names = taken.get(next);
      if (names === undefined) stack.push(next);
      else follow(next, names);
    }
  }
  return seen;
}
