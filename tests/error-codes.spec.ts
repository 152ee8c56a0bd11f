import { ERROR_STATUS, ErrorCode, MODULE_ERROR_CODES, type ErrorModule } from '@lakbay/contracts';
import { ERROR_CLASSES, type ModuleErrors, scanErrorFolder, scanErrorSource } from './support/error-codes-scan';

/**
 * Each module raises only its own codes (MODULE_ERROR_CODES in libs/contracts/src/errors.ts) and
 * throws only its own error class (or the platform's, for validation and outages): a module that
 * raises another module's code fails here, naming the file.
 */

/** Where each module's source is. Modules without codes of their own (search, notifications...) raise none. */
const MODULE_FOLDERS: Record<string, { folder: string; module: ErrorModule | null }> = {
  platform: { folder: 'libs/platform/src', module: 'platform' },
  users: { folder: 'services/users/src', module: 'users' },
  content: { folder: 'services/content/src', module: 'content' },
  scheduling: { folder: 'services/scheduling/src', module: 'scheduling' },
  apprenticeship: { folder: 'services/apprenticeship/src', module: 'apprenticeship' },
  bff: { folder: 'services/bff/src', module: 'bff' },
  search: { folder: 'services/search/src', module: null },
  notifications: { folder: 'services/notifications/src', module: null },
  launcher: { folder: 'services/launcher/src', module: null },
};

/** The codes of `found` that `module` may not raise, and the classes it may not build. */
function violations(module: ErrorModule | null, found: ModuleErrors): string[] {
  const own: readonly string[] = module ? MODULE_ERROR_CODES[module] : [];
  const codes = found.codes.filter(({ code }) => !own.includes(code)).map(({ code, where }) => `${where} raises ${code}`);
  const classes = found.classes
    .filter(({ className }) => {
      const owner = ERROR_CLASSES[className];
      // ServiceError itself only where errors are read back from the transport (the platform).
      return owner === null ? module !== 'platform' : owner !== module && owner !== 'platform';
    })
    .map(({ className, where }) => `${where}: ${className} is not ${module ?? 'this module'}'s class`);
  return [...codes, ...classes];
}

describe('error codes per module', () => {
  describe('MODULE_ERROR_CODES', () => {
    it('gives every code to a module that raises it', () => {
      const declared = new Set<string>(Object.values(MODULE_ERROR_CODES).flat());
      expect(Object.values(ErrorCode).filter((code) => !declared.has(code))).toEqual([]);
      expect([...declared].filter((code) => !Object.hasOwn(ERROR_STATUS, code))).toEqual([]);
    });

    it("keeps each module's domain codes (its prefix) to that module alone", () => {
      const misplaced = Object.entries(MODULE_ERROR_CODES).flatMap(([module, codes]) =>
        (codes as readonly string[])
          .filter((code) => Object.keys(MODULE_ERROR_CODES).some((other) => other !== module && code.startsWith(`${other.toUpperCase()}_`)))
          .map((code) => `${module}: ${code}`),
      );
      expect(misplaced).toEqual([]);
    });
  });

  describe.each(Object.entries(MODULE_FOLDERS))('%s', (_name, { folder, module }) => {
    it('raises only its own codes, with its own error class', () => {
      expect(violations(module, scanErrorFolder(folder))).toEqual([]);
    });
  });

  describe('the scan', () => {
    it('finds a code raised through the class, a string, a helper argument and a default parameter', () => {
      const found = scanErrorSource(`
        const a = new ContentError(ErrorCode.CONTENT_SLUG_TAKEN, 'Taken.');
        const b = new ContentError('NOT_FOUND', 'Gone.');
        throw alreadyTaken(ErrorCode.USERS_EMAIL_TAKEN, 'Taken.', 'email');
        function fieldError(message: string, code = ErrorCode.REQUEST_TIMEOUT) {}
      `);
      expect(found.codes.map((c) => c.code).sort()).toEqual(['CONTENT_SLUG_TAKEN', 'NOT_FOUND', 'REQUEST_TIMEOUT', 'USERS_EMAIL_TAKEN']);
      expect(found.classes.map((c) => c.className)).toEqual(['ContentError', 'ContentError']);
    });

    it('does not count a code that is only compared', () => {
      const found = scanErrorSource(`
        if (err.code === ErrorCode.SCHEDULING_SLOT_TAKEN || ErrorCode.UNAUTHENTICATED !== err.code) {}
        switch (err.code) { case ErrorCode.CONFLICT: break; }
      `);
      expect(found.codes).toEqual([]);
    });

    it("fails a module that raises another module's code or builds another module's class", () => {
      const found = scanErrorSource(
        `
        throw new ContentError(ErrorCode.SCHEDULING_SLOT_TAKEN, 'Taken.');
        throw new SchedulingError(ErrorCode.NOT_FOUND, 'Gone.');
        throw new ServiceError(ErrorCode.CONFLICT, 'Changed.');
        throw new PlatformError(ErrorCode.SERVICE_UNAVAILABLE, 'Down.');
        throw PlatformError.validation([]);
        `,
        'services/content/src/example.ts',
      );
      expect(violations('content', found)).toEqual([
        'services/content/src/example.ts: ErrorCode.SCHEDULING_SLOT_TAKEN raises SCHEDULING_SLOT_TAKEN',
        'services/content/src/example.ts: ErrorCode.SERVICE_UNAVAILABLE raises SERVICE_UNAVAILABLE',
        "services/content/src/example.ts: new SchedulingError(...): SchedulingError is not content's class",
        "services/content/src/example.ts: new ServiceError(...): ServiceError is not content's class",
      ]);
    });
  });
});
