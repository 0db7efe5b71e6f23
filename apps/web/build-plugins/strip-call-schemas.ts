import { type Plugin, parseAst } from 'vite';

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

type Edit = { at: number; end: number; text: string };

const CONTRACT_FILE = /[\\/]packages[\\/]contract[\\/]src[\\/].+\.ts$/;
const SCHEMA_KEYS = new Set(['request', 'response']);
/** The identity functions that declare a call: the players' calls and the operator console's. */
const DEFINERS = new Set(['defineCall', 'defineOpsCall']);
const PURE = '/*#__PURE__*/ ';

/** The identifier a call chain starts from: `z` for `z.string().check(...)`, `defineCall` for `defineCall({})`. */
function rootName(node: Node | undefined): string | undefined {
  let current = node;
  while (current) {
    if (current.type === 'Identifier') return current.name as string;
    if (current.type === 'CallExpression') current = current.callee as Node;
    else if (current.type === 'MemberExpression') current = current.object as Node;
    else return undefined;
  }
  return undefined;
}

function topLevelInits(program: Node): Node[] {
  const inits: Node[] = [];
  for (const statement of program.body as Node[]) {
    const declaration =
      statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node | null) : statement;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const declarator of declaration.declarations as Node[]) {
      const init = declarator.init as Node | null;
      if (init) inits.push(init);
    }
  }
  return inits;
}

/** Every call in `node` that starts from `z` (a zod constructor), nested ones included. */
function zodCalls(node: unknown, found: Node[] = []): Node[] {
  if (!node || typeof node !== 'object') return found;
  if (Array.isArray(node)) {
    for (const child of node) zodCalls(child, found);
    return found;
  }
  const n = node as Node;
  if (n.type === 'CallExpression' && rootName(n) === 'z') found.push(n);
  for (const [key, child] of Object.entries(n)) if (key !== 'type') zodCalls(child, found);
  return found;
}

/** Edits for one contract module: schemas out of call definitions, zod constructors marked pure. */
function schemaEdits(code: string): Edit[] {
  const edits: Edit[] = [];
  for (const init of topLevelInits(parseAst(code) as unknown as Node)) {
    if (init.type !== 'CallExpression' || !DEFINERS.has(rootName(init) ?? '')) {
      const starts = new Set(zodCalls(init).map((call) => call.start));
      for (const at of starts) edits.push({ at, end: at, text: PURE });
      continue;
    }
    const [arg] = init.arguments as Node[];
    if (arg?.type !== 'ObjectExpression') continue;
    // defineCall is the identity: `defineCall({...})` becomes `({...})`, and its module need not load.
    const callee = init.callee as Node;
    edits.push({ at: callee.start, end: callee.end, text: '' });
    for (const prop of arg.properties as Node[]) {
      const key = prop.key as Node | undefined;
      if (prop.type === 'Property' && key?.type === 'Identifier' && SCHEMA_KEYS.has(key.name as string)) {
        // The property goes, with its comma: no `request: null` in every call object of every chunk.
        const comma = /^\s*,/.exec(code.slice(prop.end));
        edits.push({ at: prop.start, end: prop.end + (comma ? comma[0].length : 0), text: '' });
      }
    }
  }
  return edits;
}

export function stripCallSchemas(code: string): string {
  let out = code;
  for (const { at, end, text } of schemaEdits(code).sort((a, b) => b.at - a.at))
    out = `${out.slice(0, at)}${text}${out.slice(end)}`;
  return out;
}

/**
 * The web client sends calls by service, method and path and never parses with the contract's schemas: the
 * server validates both ways, and the types come from the contract at compile time. A production build would
 * still construct the schemas whenever a page imports a call object, pulling the zod core (about 7 KB gzipped)
 * into every page that makes a call. In contract modules this plugin drops the `request` and `response`
 * properties from `defineCall({...})` (and the identity call itself) and marks top-level zod constructors pure, so unused schemas
 * and zod tree-shake away
 * (ADR 011). Tests and the server use the contract untouched.
 */
export function stripCallSchemasPlugin(): Plugin {
  return {
    name: 'arcadia:strip-call-schemas',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      // A call file may take all its schemas from a neighbour (`request: petActionRequest`) and never name zod.
      if (!CONTRACT_FILE.test(id) || !/zod|defineCall|defineOpsCall/.test(code)) return null;
      return { code: stripCallSchemas(code), map: null };
    },
  };
}
