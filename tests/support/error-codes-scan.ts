import { parseSync } from '@swc/core';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Finds, in one module's source, the error codes it raises and the error classes it builds: every
 * `new XError(code, ...)` of a ServiceError class, and every `ErrorCode.X` that is not only compared
 * (`err.code === ErrorCode.X`, `case ErrorCode.X:`), since a code handed to a helper
 * (`alreadyTaken(ErrorCode.USERS_EMAIL_TAKEN, ...)`, a default parameter) is raised through it.
 * SWC parses the TypeScript.
 */

interface Node {
  type: string;
  [key: string]: unknown;
}

/** The ServiceError classes and the module each belongs to; ServiceError itself belongs to none. */
export const ERROR_CLASSES: Readonly<Record<string, string | null>> = {
  ServiceError: null,
  PlatformError: 'platform',
  UsersError: 'users',
  ContentError: 'content',
  SchedulingError: 'scheduling',
  ApprenticeshipError: 'apprenticeship',
  BffError: 'bff',
};

export interface RaisedCode {
  code: string;
  /** The expression it was found in, for the failure message. */
  where: string;
}

export interface BuiltError {
  className: string;
  where: string;
}

export interface ModuleErrors {
  codes: RaisedCode[];
  classes: BuiltError[];
}

const COMPARISONS = new Set(['===', '!==', '==', '!=']);

function children(node: Node): Node[] {
  const found: Node[] = [];
  for (const [key, value] of Object.entries(node)) {
    if (key === 'span' || key === 'ctxt') {
      continue;
    }
    for (const item of Array.isArray(value) ? value : [value]) {
      if (typeof item === 'object' && item !== null) {
        const child = item as Node;
        // Call arguments are {spread, expression} wrappers without a type.
        found.push(typeof child.type === 'string' ? child : { ...child, type: 'Wrapper' });
      }
    }
  }
  return found;
}

function identifier(node: unknown): string | undefined {
  const n = node as Node | undefined;
  return n?.type === 'Identifier' ? (n.value as string) : undefined;
}

/** X of `ErrorCode.X`. */
function errorCodeMember(node: Node): string | undefined {
  if (node.type !== 'MemberExpression' || identifier(node.object) !== 'ErrorCode') {
    return undefined;
  }
  return identifier(node.property);
}

/** The codes a raise's first argument can be: `ErrorCode.X`, a string, either branch of a conditional. */
function codesOf(node: Node | undefined): string[] {
  if (!node) {
    return [];
  }
  if (node.type === 'StringLiteral') {
    return [node.value as string];
  }
  if (node.type === 'ConditionalExpression') {
    return [...codesOf(node.consequent as Node), ...codesOf(node.alternate as Node)];
  }
  if (node.type === 'TsAsExpression' || node.type === 'ParenthesisExpression' || node.type === 'TsConstAssertion') {
    return codesOf(node.expression as Node);
  }
  const member = errorCodeMember(node);
  return member ? [member] : [];
}

/** The error codes and ServiceError classes in one file's source. */
export function scanErrorSource(source: string, file = 'source.ts'): ModuleErrors {
  const ast = parseSync(source, { syntax: 'typescript', decorators: true }) as unknown as Node;
  const result: ModuleErrors = { codes: [], classes: [] };
  const visit = (node: Node, compared: boolean): void => {
    if (node.type === 'NewExpression') {
      const className = identifier(node.callee);
      if (className !== undefined && Object.hasOwn(ERROR_CLASSES, className)) {
        result.classes.push({ className, where: `${file}: new ${className}(...)` });
        const first = (node.arguments as Array<{ expression: Node }> | undefined)?.[0]?.expression;
        // String codes here; ErrorCode.X members are found by the walk below.
        for (const code of codesOf(first).filter(() => first?.type !== 'MemberExpression')) {
          result.codes.push({ code, where: `${file}: new ${className}('${code}', ...)` });
        }
      }
    }
    const member = errorCodeMember(node);
    if (member !== undefined && !compared) {
      result.codes.push({ code: member, where: `${file}: ErrorCode.${member}` });
    }
    const comparison = node.type === 'BinaryExpression' && COMPARISONS.has(node.operator as string);
    for (const child of children(node)) {
      const isTest = node.type === 'SwitchCase' && child === node.test;
      visit(child, comparison || isTest);
    }
  };
  visit(ast, false);
  return result;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      return entry.name === 'node_modules' || entry.name === 'migrations' ? [] : sourceFiles(path);
    }
    return entry.name.endsWith('.ts') && !/\.(spec|int-spec|test)\.ts$/.test(entry.name) ? [path] : [];
  });
}

/** The error codes and classes of every source file under a folder (tests excluded). */
export function scanErrorFolder(dir: string): ModuleErrors {
  const all: ModuleErrors = { codes: [], classes: [] };
  for (const file of sourceFiles(dir)) {
    const found = scanErrorSource(readFileSync(file, 'utf8'), file);
    all.codes.push(...found.codes);
    all.classes.push(...found.classes);
  }
  return all;
}
