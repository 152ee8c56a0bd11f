import { parseSync } from '@swc/core';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * Finds, in the server's source, every sentence a ServiceError can carry to an HTTP caller: the
 * message and field constraints of each `new XError(code, message, details)` (ServiceError and its
 * subclasses), followed back through the helpers that build them (`notFound(what)`,
 * `fieldError(property, message)`, `PlatformError.unavailable(message)`...) to their call sites,
 * and through constants, object maps, conditionals and template literals. Parts it cannot know
 * (a name, a number, a value computed at run time) are holes. SWC parses the TypeScript.
 *
 * Limits: calls to methods are matched by name (`this.limits.consume(...)` reaches every method
 * named `consume` that builds a message); a message that is entirely a hole (`conflict(decision.message)`)
 * is reported as unfollowed, for the caller to account for.
 */

interface Node {
  type: string;
  [key: string]: unknown;
}

/** A hole: a part of a message only known at run time. */
export const HOLE = { hole: true } as const;
type Hole = typeof HOLE;
/** A parameter of a message-building function, filled in at its call sites. */
interface Param {
  fn: string;
  index: number;
}
type Part = string | Hole | Param;
type Text = readonly Part[];

export interface FoundMessage {
  /** The sentence; each hole is `HOLE_MARK`. */
  text: string;
  /** Where it is thrown or built, "file:line". */
  at: string[];
}

/** A message the scanner cannot follow (entirely known at run time): its file and expression. */
export interface Unfollowed {
  file: string;
  expression: string;
  at: string;
}

export interface ScanResult {
  messages: FoundMessage[];
  unfollowed: Unfollowed[];
}

/** A function whose parameter is a message though no ServiceError is built from it in the same function. */
export interface ExtraSink {
  /** The function, or `Class.method`. */
  name: string;
  file: string;
  index: number;
  /** The argument is an object: its message is under this property. */
  property?: string;
}

export const HOLE_MARK = '\u2026';

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
const child = (node: Node, key: string): Node | undefined => (isNode(node[key]) ? node[key] : undefined);
const list = (node: Node, key: string): unknown[] => (Array.isArray(node[key]) ? (node[key] as unknown[]) : []);
const identifierName = (node: Node | undefined): string | undefined =>
  node && node.type === 'Identifier' && typeof node.value === 'string' ? node.value : undefined;
/** A class method's or constructor's function part (SWC gives it no `type`). */
const functionOf = (node: Node): Node =>
  typeof node.function === 'object' && node.function !== null ? { type: 'Function', ...node.function } : node;
const isParam = (part: Part): part is Param => typeof part === 'object' && 'fn' in part;
const isHole = (part: Part): part is Hole => typeof part === 'object' && 'hole' in part;

/** Arguments of a call: SWC wraps each as {spread, expression}. */
function argumentsOf(call: Node): (Node | undefined)[] {
  return list(call, 'arguments').map((arg) =>
    isNode((arg as { expression?: unknown }).expression) ? (arg as { expression: Node }).expression : undefined,
  );
}

function paramNames(fn: Node): (string | undefined)[] {
  const params = list(functionOf(fn), 'params');
  return params.map((p) => {
    if (!isNode(p)) {
      return undefined;
    }
    const pattern = p.type === 'Parameter' ? child(p, 'pat') : p.type === 'TsParameterProperty' ? child(p, 'param') : p;
    const inner = pattern?.type === 'AssignmentPattern' ? child(pattern, 'left') : pattern;
    return identifierName(inner);
  });
}

interface ModuleInfo {
  file: string;
  source: string;
  ast: Node;
  /** Local name -> where it comes from. */
  imports: Map<string, { from: string | undefined; name: string }>;
  /** Top-level declarations by name: a variable's initialiser, a function or a class. */
  declarations: Map<string, Node>;
  /** Exported name -> local name. */
  exports: Map<string, string>;
  /** `export { a } from './x'`: exported name -> origin. */
  reexports: Map<string, { from: string | undefined; name: string }>;
  /** `export * from './x'`. */
  exportAll: (string | undefined)[];
  bytes: Buffer;
  /** The span offset of this file's first byte. */
  spanBase: number;
}

interface Frame {
  key: string | undefined;
  params: (string | undefined)[];
  locals: Map<string, Node>;
}

interface Context {
  module: ModuleInfo;
  frames: Frame[];
}

export interface ScanOptions {
  root: string;
  /** Folders (from root) whose .ts files are read; spec and test files are skipped. */
  folders: string[];
  /** tsconfig `paths` (alias -> file from root). */
  aliases: Record<string, string>;
  extraSinks?: ExtraSink[];
}

const SKIP = /(\.spec|\.int-spec|\.test)\.ts$|\/(testing|migrations)\//;

function tsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      return tsFiles(path);
    }
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') && !SKIP.test(path) ? [path] : [];
  });
}

export function scanServerMessages(options: ScanOptions): ScanResult {
  return new Scanner(options).run();
}

class Scanner {
  private readonly modules = new Map<string, ModuleInfo>();
  /** Function key -> message templates holding its parameters. */
  private readonly templates = new Map<string, Map<string, Text>>();
  /** Function keys whose parameter `index` is a list of field errors. */
  private readonly detailSinks = new Set<string>();
  /** Names of the classes whose constructor takes (code, message, details): ServiceError and subclasses. */
  private readonly errorClasses = new Set(['ServiceError']);
  private changed = false;
  private messages = new Map<string, Set<string>>();
  private unfollowed = new Map<string, Unfollowed>();
  private evaluating = new Set<Node>();
  /** Class properties and methods by name, in every module (for `this.x`). */
  private readonly members = new Map<string, { module: ModuleInfo; node: Node; className: string }[]>();
  /** Function key -> arguments that are objects with a message under a property (ExtraSink.property). */
  private readonly propertySinks = new Map<string, { index: number; property: string }[]>();

  constructor(private readonly options: ScanOptions) {}

  run(): ScanResult {
    for (const folder of this.options.folders) {
      for (const file of tsFiles(resolve(this.options.root, folder))) {
        this.load(file);
      }
    }
    this.findErrorClasses();
    this.indexMembers();
    for (const sink of this.options.extraSinks ?? []) {
      const key = `${resolve(this.options.root, sink.file)}#${sink.name}`;
      if (sink.property) {
        this.propertySinks.set(key, [...(this.propertySinks.get(key) ?? []), { index: sink.index, property: sink.property }]);
      } else {
        this.addTemplate(key, [{ fn: key, index: sink.index }]);
      }
    }
    do {
      this.changed = false;
      this.messages = new Map();
      this.unfollowed = new Map();
      for (const module of this.modules.values()) {
        this.walk(module.ast, { module, frames: [] });
      }
    } while (this.changed);
    return {
      messages: [...this.messages].map(([text, at]) => ({ text, at: [...at].sort() })).sort((a, b) => a.text.localeCompare(b.text)),
      unfollowed: [...this.unfollowed.values()],
    };
  }

  // ---- modules -------------------------------------------------------------------------------

  private load(file: string): ModuleInfo | undefined {
    const known = this.modules.get(file);
    if (known) {
      return known;
    }
    const source = readFileSync(file, 'utf8');
    const ast = parseSync(source, { syntax: 'typescript', decorators: true }) as unknown as Node;
    // SWC's spans are byte offsets (from 1, or from where an earlier parse ended): the module's span
    // starts at its first token, after the whitespace and comments before it.
    const trimmed = source.trimStart();
    const trivia = source.slice(0, source.length - trimmed.length) + trimmed.slice(0, commentPrefix(trimmed));
    const spanBase = ((ast.span as { start?: number } | undefined)?.start ?? 1) - Buffer.byteLength(trivia);
    const module: ModuleInfo = {
      file,
      source,
      ast,
      imports: new Map(),
      declarations: new Map(),
      exports: new Map(),
      reexports: new Map(),
      exportAll: [],
      bytes: Buffer.from(source),
      spanBase,
    };
    this.modules.set(file, module);
    for (const statement of list(ast, 'body')) {
      if (isNode(statement)) {
        this.index(module, statement);
      }
    }
    return module;
  }

  private index(module: ModuleInfo, statement: Node): void {
    switch (statement.type) {
      case 'ImportDeclaration': {
        const from = this.resolveSpecifier(module.file, (child(statement, 'source')?.value as string) ?? '');
        for (const specifier of list(statement, 'specifiers')) {
          if (!isNode(specifier)) {
            continue;
          }
          const local = identifierName(child(specifier, 'local'));
          const imported = identifierName(child(specifier, 'imported')) ?? local;
          if (local && specifier.type === 'ImportSpecifier' && imported) {
            module.imports.set(local, { from, name: imported });
          }
        }
        return;
      }
      case 'ExportAllDeclaration':
        module.exportAll.push(this.resolveSpecifier(module.file, (child(statement, 'source')?.value as string) ?? ''));
        return;
      case 'ExportNamedDeclaration': {
        const source = child(statement, 'source');
        const from = source ? this.resolveSpecifier(module.file, source.value as string) : undefined;
        for (const specifier of list(statement, 'specifiers')) {
          if (!isNode(specifier)) {
            continue;
          }
          const orig = identifierName(child(specifier, 'orig'));
          const exported = identifierName(child(specifier, 'exported')) ?? orig;
          if (orig && exported) {
            if (source) {
              module.reexports.set(exported, { from, name: orig });
            } else {
              module.exports.set(exported, orig);
            }
          }
        }
        return;
      }
      case 'ExportDeclaration': {
        const declaration = child(statement, 'declaration');
        if (declaration) {
          for (const name of this.declare(module, declaration)) {
            module.exports.set(name, name);
          }
        }
        return;
      }
      default:
        this.declare(module, statement);
    }
  }

  private declare(module: ModuleInfo, declaration: Node): string[] {
    if (declaration.type === 'VariableDeclaration') {
      return list(declaration, 'declarations').flatMap((d) => {
        const name = isNode(d) ? identifierName(child(d, 'id')) : undefined;
        const init = isNode(d) ? child(d, 'init') : undefined;
        if (name && init) {
          module.declarations.set(name, init);
          return [name];
        }
        return [];
      });
    }
    if (declaration.type === 'FunctionDeclaration' || declaration.type === 'ClassDeclaration') {
      const name = identifierName(child(declaration, 'identifier'));
      if (name) {
        module.declarations.set(name, declaration);
        return [name];
      }
    }
    return [];
  }

  private resolveSpecifier(from: string, specifier: string): string | undefined {
    const alias = this.options.aliases[specifier];
    const base = alias ? resolve(this.options.root, alias) : specifier.startsWith('.') ? resolve(dirname(from), specifier) : undefined;
    if (!base) {
      return undefined;
    }
    for (const candidate of [base, `${base}.ts`, join(base, 'index.ts')]) {
      if (candidate.endsWith('.ts') && existsSync(candidate)) {
        return candidate;
      }
    }
    return undefined;
  }

  /** The module and local declaration an export name leads to, through re-exports. */
  private findExport(file: string | undefined, name: string, depth = 0): { module: ModuleInfo; node: Node; name: string } | undefined {
    if (!file || depth > 10) {
      return undefined;
    }
    const module = this.load(file);
    if (!module) {
      return undefined;
    }
    const local = module.exports.get(name);
    if (local) {
      return this.findLocal(module, local, depth);
    }
    const re = module.reexports.get(name);
    if (re) {
      return this.findExport(re.from, re.name, depth + 1);
    }
    for (const all of module.exportAll) {
      const found = this.findExport(all, name, depth + 1);
      if (found) {
        return found;
      }
    }
    return undefined;
  }

  private findLocal(module: ModuleInfo, name: string, depth = 0): { module: ModuleInfo; node: Node; name: string } | undefined {
    const node = module.declarations.get(name);
    if (node) {
      return { module, node, name };
    }
    const imported = module.imports.get(name);
    return imported ? this.findExport(imported.from, imported.name, depth + 1) : undefined;
  }

  private indexMembers(): void {
    for (const module of this.modules.values()) {
      for (const [className, node] of module.declarations) {
        if (node.type !== 'ClassDeclaration') {
          continue;
        }
        for (const member of list(node, 'body')) {
          const name = isNode(member) ? identifierName(child(member, 'key')) : undefined;
          if (isNode(member) && name && (member.type === 'ClassProperty' || member.type === 'ClassMethod')) {
            this.members.set(name, [...(this.members.get(name) ?? []), { module, node: member, className }]);
          }
        }
      }
    }
  }

  private findErrorClasses(): void {
    let grew = true;
    while (grew) {
      grew = false;
      for (const module of this.modules.values()) {
        for (const [name, node] of module.declarations) {
          const parent = identifierName(child(node, 'superClass'));
          if (node.type === 'ClassDeclaration' && parent && this.errorClasses.has(parent) && !this.errorClasses.has(name)) {
            this.errorClasses.add(name);
            grew = true;
          }
        }
      }
    }
  }

  // ---- walking -------------------------------------------------------------------------------

  private walk(node: unknown, context: Context, className?: string): void {
    if (Array.isArray(node)) {
      for (const item of node) {
        this.walk(item, context, className);
      }
      return;
    }
    if (!isNode(node)) {
      if (typeof node === 'object' && node !== null) {
        for (const value of Object.values(node)) {
          this.walk(value, context, className);
        }
      }
      return;
    }
    if (node.type === 'ClassDeclaration' || node.type === 'ClassExpression') {
      const name = identifierName(child(node, 'identifier'));
      this.walk(node.body, context, name);
      return;
    }
    const frame = this.frameOf(node, context, className);
    const inner = frame ? { module: context.module, frames: [...context.frames, frame] } : context;
    if (node.type === 'NewExpression' || node.type === 'CallExpression') {
      this.visitCall(node, inner);
    }
    for (const [key, value] of Object.entries(node)) {
      if (key !== 'span' && key !== 'type') {
        this.walk(value, inner, className);
      }
    }
  }

  /** A function's frame: its key (how callers reach it), parameters and local constants. */
  private frameOf(node: Node, context: Context, className: string | undefined): Frame | undefined {
    const file = context.module.file;
    let key: string | undefined;
    let fn: Node | undefined;
    switch (node.type) {
      case 'FunctionDeclaration':
        key = `${file}#${identifierName(child(node, 'identifier')) ?? '?'}`;
        fn = node;
        break;
      case 'VariableDeclarator': {
        const init = child(node, 'init');
        if (init && (init.type === 'ArrowFunctionExpression' || init.type === 'FunctionExpression')) {
          // The declarator's frame names the function; its own node then opens no second frame.
          const name = identifierName(child(node, 'id'));
          const frame = this.makeFrame(init, name ? `${file}#${name}` : undefined);
          frameOwners.add(init);
          return frame;
        }
        return undefined;
      }
      case 'ClassMethod':
      case 'PrivateMethod': {
        const method = identifierName(child(node, 'key')) ?? '?';
        key = `${file}#${className ?? '?'}.${method}`;
        fn = node;
        break;
      }
      case 'Constructor':
        key = `${file}#${className ?? '?'}`;
        fn = node;
        break;
      case 'ArrowFunctionExpression':
      case 'FunctionExpression':
        if (frameOwners.has(node)) {
          return undefined;
        }
        fn = node;
        break;
      default:
        return undefined;
    }
    return this.makeFrame(fn, key);
  }

  private makeFrame(fn: Node, key: string | undefined): Frame {
    const locals = new Map<string, Node>();
    collectLocals(child(functionOf(fn), 'body'), locals);
    return { key, params: paramNames(fn), locals };
  }

  private visitCall(call: Node, context: Context): void {
    const callee = child(call, 'callee');
    const args = argumentsOf(call);
    if (call.type === 'NewExpression' && this.errorClasses.has(identifierName(callee) ?? '')) {
      this.sinkMessage(args[1], context, true);
      this.sinkDetails(args[2], context);
      return;
    }
    for (const { key, exact } of this.targets(callee, context)) {
      for (const { index, property } of exact ? (this.propertySinks.get(key) ?? []) : []) {
        const object = args[index] ? unwrap(args[index]) : undefined;
        for (const entry of object?.type === 'ObjectExpression' ? list(object, 'properties') : []) {
          if (isNode(entry) && entry.type === 'KeyValueProperty' && identifierName(child(entry, 'key')) === property) {
            this.sinkMessage(child(entry, 'value'), context, true);
          }
        }
      }
      for (const template of this.templates.get(key)?.values() ?? []) {
        this.instantiate(template, key, args, context, exact);
      }
      for (const sink of this.detailSinks) {
        const [sinkKey, index] = splitSink(sink);
        if (sinkKey === key) {
          this.sinkDetails(args[index], context);
        }
      }
    }
  }

  /** The function keys a callee may reach: exact for functions in scope, by name for methods. */
  private targets(callee: Node | undefined, context: Context): { key: string; exact: boolean }[] {
    if (!callee) {
      return [];
    }
    const name = identifierName(callee);
    if (name) {
      const found = this.findLocal(context.module, name);
      return found ? [{ key: `${found.module.file}#${found.name}`, exact: true }] : [];
    }
    if (callee.type === 'MemberExpression') {
      const method = identifierName(child(callee, 'property'));
      if (!method) {
        return [];
      }
      const keys = new Set<string>();
      for (const key of [...this.templates.keys(), ...[...this.detailSinks].map((s) => splitSink(s)[0])]) {
        if (key.endsWith(`.${method}`)) {
          keys.add(key);
        }
      }
      return [...keys].map((key) => ({ key, exact: false }));
    }
    return [];
  }

  /** Fills a function's message template with the arguments of one of its calls. */
  private instantiate(template: Text, key: string, args: (Node | undefined)[], context: Context, exact: boolean): void {
    const needed = template.filter((p): p is Param => isParam(p) && p.fn === key).map((p) => p.index);
    if (needed.some((i) => args[i] === undefined)) {
      return;
    }
    let texts: Part[][] = [[]];
    for (const part of template) {
      const values: Text[] = isParam(part) && part.fn === key ? this.evaluate(args[part.index], context) : [[isParam(part) ? HOLE : part]];
      texts = texts.flatMap((t) => values.map((v) => [...t, ...v]));
    }
    for (const text of texts) {
      this.record(text, context, exact, args[needed[0] ?? 0]);
    }
  }

  private sinkMessage(expression: Node | undefined, context: Context, exact: boolean): void {
    if (!expression) {
      return;
    }
    for (const text of this.evaluate(expression, context)) {
      this.record(text, context, exact, expression);
    }
  }

  private sinkDetails(expression: Node | undefined, context: Context): void {
    if (!expression) {
      return;
    }
    const inner = unwrap(expression);
    const name = identifierName(inner);
    if (name) {
      const param = this.paramOf(name, context);
      if (param) {
        const sink = `${param.fn}|${param.index}`;
        if (!this.detailSinks.has(sink)) {
          this.detailSinks.add(sink);
          this.changed = true;
        }
      }
      return;
    }
    if (inner.type !== 'ArrayExpression') {
      return;
    }
    for (const element of argumentsOfArray(inner)) {
      if (element?.type !== 'ObjectExpression') {
        continue;
      }
      for (const property of list(element, 'properties')) {
        if (isNode(property) && property.type === 'KeyValueProperty' && identifierName(child(property, 'key')) === 'constraints') {
          const constraints = child(property, 'value');
          if (constraints?.type === 'ArrayExpression') {
            for (const constraint of argumentsOfArray(constraints)) {
              this.sinkMessage(constraint, context, true);
            }
          }
        }
      }
    }
  }

  /** A message found: final when it holds no parameter, else a template of the enclosing function. */
  private record(text: Text, context: Context, exact: boolean, expression: Node | undefined): void {
    const params = text.filter(isParam);
    if (params.length > 0) {
      for (const fn of new Set(params.map((p) => p.fn))) {
        this.addTemplate(fn, text);
      }
      return;
    }
    const merged = mergeText(text);
    if (!merged.some((p) => typeof p === 'string' && p.trim() !== '')) {
      if (exact && expression) {
        const code = this.code(context.module, expression);
        const file = relative(this.options.root, context.module.file);
        this.unfollowed.set(`${file}: ${code}`, { file, expression: code, at: this.where(context.module, expression) });
      }
      return;
    }
    const sentence = merged.map((p) => (typeof p === 'string' ? p : HOLE_MARK)).join('');
    const at = this.messages.get(sentence) ?? new Set<string>();
    if (expression) {
      at.add(this.where(context.module, expression));
    }
    this.messages.set(sentence, at);
  }

  private addTemplate(fn: string, text: Text): void {
    const id = JSON.stringify(text);
    const known = this.templates.get(fn) ?? new Map<string, Text>();
    if (!known.has(id)) {
      known.set(id, text);
      this.templates.set(fn, known);
      this.changed = true;
    }
  }

  /** The source of a node, on one line. */
  private code(module: ModuleInfo, node: Node): string {
    const span = node.span as { start: number; end: number };
    return module.bytes
      .subarray(span.start - module.spanBase, span.end - module.spanBase)
      .toString('utf8')
      .replace(/\s+/g, ' ');
  }

  private where(module: ModuleInfo, node: Node): string {
    const start = (node.span as { start: number }).start - module.spanBase;
    const line = module.bytes.subarray(0, start).toString('utf8').split('\n').length;
    return `${relative(this.options.root, module.file)}:${line}`;
  }

  // ---- evaluation ----------------------------------------------------------------------------

  /**
   * What `name` is bound to in the innermost frame that binds it: a parameter (with its function's
   * key, when the function has one) or a local declaration; undefined when no frame binds it.
   */
  private binding(name: string, context: Context): { param: Param | undefined } | { local: Node; frames: Frame[] } | undefined {
    for (let i = context.frames.length - 1; i >= 0; i--) {
      const frame = context.frames[i];
      if (!frame) {
        continue;
      }
      const index = frame.params.indexOf(name);
      if (index >= 0) {
        return { param: frame.key ? { fn: frame.key, index } : undefined };
      }
      const local = frame.locals.get(name);
      if (local) {
        return { local, frames: context.frames.slice(0, i + 1) };
      }
    }
    return undefined;
  }

  private paramOf(name: string, context: Context): Param | undefined {
    const bound = this.binding(name, context);
    return bound && 'param' in bound ? bound.param : undefined;
  }

  /** The texts an expression can produce. */
  private evaluate(expression: Node | undefined, context: Context): Text[] {
    if (!expression || this.evaluating.has(expression) || this.evaluating.size > 50) {
      return [[HOLE]];
    }
    this.evaluating.add(expression);
    try {
      return this.evaluateNode(unwrap(expression), context);
    } finally {
      this.evaluating.delete(expression);
    }
  }

  private evaluateNode(node: Node, context: Context): Text[] {
    switch (node.type) {
      case 'StringLiteral':
        return [[node.value as string]];
      case 'NumericLiteral':
        return [[String(node.value)]];
      case 'NullLiteral':
        return [];
      case 'TemplateLiteral': {
        const quasis = list(node, 'quasis') as { cooked?: string; raw: string }[];
        const expressions = list(node, 'expressions').filter(isNode);
        let texts: Part[][] = [[quasis[0]?.cooked ?? quasis[0]?.raw ?? '']];
        expressions.forEach((e, i) => {
          const values = this.evaluate(e, context);
          const after = quasis[i + 1]?.cooked ?? quasis[i + 1]?.raw ?? '';
          texts = texts.flatMap((t) => values.map((v) => [...t, ...v, after]));
        });
        return texts;
      }
      case 'BinaryExpression': {
        const left = this.evaluate(child(node, 'left'), context);
        const right = this.evaluate(child(node, 'right'), context);
        const literal = (key: string) => ['StringLiteral', 'TemplateLiteral'].includes(child(node, key)?.type ?? '');
        const arithmetic = literal('left') || literal('right') ? undefined : numbers(left, right);
        if (arithmetic) {
          const [a, b] = arithmetic;
          const result = { '+': a + b, '-': a - b, '*': a * b, '/': a / b }[node.operator as string];
          return [[result === undefined || !Number.isFinite(result) ? HOLE : String(result)]];
        }
        // SWC writes `a ?? b`, `a || b` and `a && b` as binary expressions too.
        if (node.operator === '??' || node.operator === '||') {
          return [...left, ...right];
        }
        if (node.operator === '&&') {
          return right;
        }
        if (node.operator !== '+') {
          return [[HOLE]];
        }
        return left.flatMap((l) => right.map((r) => [...l, ...r]));
      }
      case 'ConditionalExpression':
        return [...this.evaluate(child(node, 'consequent'), context), ...this.evaluate(child(node, 'alternate'), context)];
      case 'LogicalExpression':
        return [...this.evaluate(child(node, 'left'), context), ...this.evaluate(child(node, 'right'), context)];
      case 'Identifier':
        return this.evaluateName(node.value as string, context);
      case 'MemberExpression':
        return this.evaluateMember(node, context);
      case 'CallExpression':
        return this.evaluateCall(node, context);
      default:
        return [[HOLE]];
    }
  }

  private evaluateName(name: string, context: Context): Text[] {
    if (name === 'undefined') {
      return [];
    }
    const bound = this.binding(name, context);
    if (bound) {
      if ('param' in bound) {
        return bound.param ? [[bound.param]] : [[HOLE]];
      }
      return this.evaluate(bound.local, { module: context.module, frames: bound.frames });
    }
    const found = this.findLocal(context.module, name);
    if (!found || found.node.type === 'FunctionDeclaration' || found.node.type === 'ClassDeclaration') {
      return [[HOLE]];
    }
    return this.evaluate(found.node, { module: found.module, frames: [] });
  }

  /** `MAP.key` and `MAP[anything]` of a constant object literal (every value for a computed key). */
  private evaluateMember(node: Node, context: Context): Text[] {
    const thisProperty = child(node, 'object')?.type === 'ThisExpression' ? identifierName(child(node, 'property')) : undefined;
    if (thisProperty) {
      return this.evaluateThisProperty(thisProperty);
    }
    const object = this.objectLiteral(child(node, 'object'), context);
    if (!object) {
      return [[HOLE]];
    }
    const property = child(node, 'property');
    const key = property?.type === 'Identifier' ? (property.value as string) : undefined;
    const values: Text[] = [];
    for (const entry of list(object.node, 'properties')) {
      if (!isNode(entry) || entry.type !== 'KeyValueProperty') {
        continue;
      }
      const entryKey = child(entry, 'key');
      const name = entryKey?.type === 'Identifier' || entryKey?.type === 'StringLiteral' ? (entryKey.value as string) : undefined;
      if (key === undefined || name === key) {
        values.push(...this.evaluate(child(entry, 'value'), object.context));
      }
    }
    return values.length > 0 ? values : [[HOLE]];
  }

  private objectLiteral(node: Node | undefined, context: Context): { node: Node; context: Context } | undefined {
    const name = identifierName(node ? unwrap(node) : undefined);
    if (!name) {
      return undefined;
    }
    for (let i = context.frames.length - 1; i >= 0; i--) {
      const local = context.frames[i]?.locals.get(name);
      if (local) {
        const inner = unwrap(local);
        return inner.type === 'ObjectExpression' ? { node: inner, context } : undefined;
      }
      if (context.frames[i]?.params.includes(name)) {
        return undefined;
      }
    }
    const found = this.findLocal(context.module, name);
    const inner = found ? unwrap(found.node) : undefined;
    return found && inner?.type === 'ObjectExpression' ? { node: inner, context: { module: found.module, frames: [] } } : undefined;
  }

  /**
   * A call to a function of ours (in scope, or a method of `this`, by name): what its return
   * statements give, with its parameters bound to the call's arguments.
   */
  private evaluateCall(node: Node, context: Context): Text[] {
    const callee = child(node, 'callee');
    const name = identifierName(callee);
    const candidates: { module: ModuleInfo; fn: Node; key: string }[] = [];
    if (name) {
      const found = this.findLocal(context.module, name);
      const fn = found?.node;
      if (found && fn && ['ArrowFunctionExpression', 'FunctionDeclaration', 'FunctionExpression'].includes(fn.type)) {
        candidates.push({ module: found.module, fn, key: `${found.module.file}#${found.name}` });
      }
    } else if (callee?.type === 'MemberExpression' && child(callee, 'object')?.type === 'ThisExpression') {
      const method = identifierName(child(callee, 'property'));
      for (const member of method ? (this.members.get(method) ?? []) : []) {
        if (member.node.type === 'ClassMethod') {
          candidates.push({ module: member.module, fn: member.node, key: `${member.module.file}#${member.className}.${method}` });
        }
      }
    }
    if (candidates.length === 0) {
      return [[HOLE]];
    }
    const args = argumentsOf(node);
    return candidates.flatMap(({ module, fn, key }) => {
      const frame = this.makeFrame(fn, key);
      const results = returnedExpressions(fn).flatMap((returned) => this.evaluate(returned, { module, frames: [frame] }));
      return results.flatMap((text) => {
        let texts: Part[][] = [[]];
        for (const part of text) {
          const values: Text[] = isParam(part) && part.fn === key ? this.evaluate(args[part.index], context) : [[part]];
          texts = texts.flatMap((t) => values.map((v) => [...t, ...v]));
        }
        return texts;
      });
    });
  }

  /** `this.noun`: the values every class gives a property of that name. */
  private evaluateThisProperty(name: string): Text[] {
    const values = (this.members.get(name) ?? [])
      .filter((m) => m.node.type === 'ClassProperty' && child(m.node, 'value'))
      .flatMap((m) => this.evaluate(child(m.node, 'value'), { module: m.module, frames: [] }));
    return values.length > 0 ? values : [[HOLE]];
  }
}

/** Arrows and functions whose frame their declarator already opened. */
const frameOwners = new WeakSet<Node>();

function collectLocals(body: Node | undefined, locals: Map<string, Node>): void {
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      node.forEach(visit);
      return;
    }
    if (!isNode(node)) {
      return;
    }
    if (node.type === 'ArrowFunctionExpression' || node.type === 'FunctionExpression' || node.type === 'FunctionDeclaration') {
      return;
    }
    if (node.type === 'VariableDeclarator') {
      const name = identifierName(child(node, 'id'));
      const init = child(node, 'init');
      if (name && init) {
        locals.set(name, init);
      }
    }
    for (const [key, value] of Object.entries(node)) {
      if (key !== 'span') {
        visit(value);
      }
    }
  };
  visit(body);
}

/** The expressions a function returns (an arrow's body, or each `return` outside nested functions). */
function returnedExpressions(fn: Node): Node[] {
  const body = child(functionOf(fn), 'body');
  if (!body) {
    return [];
  }
  if (body.type !== 'BlockStatement' && body.type !== 'FunctionBody') {
    return [body];
  }
  const found: Node[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      node.forEach(visit);
      return;
    }
    if (!isNode(node) || ['ArrowFunctionExpression', 'FunctionExpression', 'FunctionDeclaration', 'ClassDeclaration'].includes(node.type)) {
      return;
    }
    const argument = node.type === 'ReturnStatement' ? child(node, 'argument') : undefined;
    if (argument) {
      found.push(argument);
    }
    for (const [key, value] of Object.entries(node)) {
      if (key !== 'span') {
        visit(value);
      }
    }
  };
  visit(body);
  return found;
}

function argumentsOfArray(array: Node): (Node | undefined)[] {
  return list(array, 'elements').map((e) =>
    isNode((e as { expression?: unknown } | null)?.expression) ? (e as { expression: Node }).expression : undefined,
  );
}

function unwrap(node: Node): Node {
  let current = node;
  while (
    [
      'ParenthesisExpression',
      'TsAsExpression',
      'TsConstAssertion',
      'TsNonNullExpression',
      'TsSatisfiesExpression',
      'TsTypeAssertion',
    ].includes(current.type)
  ) {
    const inner = child(current, 'expression');
    if (!inner) {
      break;
    }
    current = inner;
  }
  return current;
}

/** Both sides of an operator as single numbers, when they are. */
function numbers(left: Text[], right: Text[]): [number, number] | undefined {
  const single = (texts: Text[]) => {
    const only = texts.length === 1 && texts[0]?.length === 1 ? texts[0][0] : undefined;
    return typeof only === 'string' && /^-?\d+(\.\d+)?$/.test(only) ? Number(only) : undefined;
  };
  const a = single(left);
  const b = single(right);
  return a === undefined || b === undefined ? undefined : [a, b];
}

function splitSink(sink: string): [string, number] {
  const at = sink.lastIndexOf('|');
  return [sink.slice(0, at), Number(sink.slice(at + 1))];
}

/** Joins adjacent strings and adjacent holes. */
function mergeText(text: Text): Part[] {
  const merged: Part[] = [];
  for (const part of text) {
    const last = merged.at(-1);
    if (typeof part === 'string' && typeof last === 'string') {
      merged[merged.length - 1] = last + part;
    } else if (isHole(part) && last !== undefined && isHole(last)) {
      continue;
    } else if (part !== '') {
      merged.push(part);
    }
  }
  return merged;
}

function commentPrefix(source: string): number {
  let rest = source;
  let skipped = 0;
  for (;;) {
    const match = /^(\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)\s*/.exec(rest);
    if (!match) {
      return skipped;
    }
    skipped += match[0].length;
    rest = rest.slice(match[0].length);
  }
}
