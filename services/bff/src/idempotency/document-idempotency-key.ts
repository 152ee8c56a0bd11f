import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, MODULE_METADATA } from '@nestjs/common/constants.js';
import { ApiHeader, ApiResponse } from '@nestjs/swagger';
import { IDEMPOTENCY_KEY_HEADER } from './idempotency-key';

const WRITES: ReadonlySet<RequestMethod> = new Set([RequestMethod.POST, RequestMethod.PUT, RequestMethod.PATCH, RequestMethod.DELETE]);

const header = ApiHeader({
  name: IDEMPOTENCY_KEY_HEADER,
  required: false,
  description:
    'Makes the write safe to retry: a new random value (a UUID) per submit, the same value on each retry of it. ' +
    'A repeat within 24 hours answers what the first request answered, without doing it again.',
  schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x21-\\x7e]+$' },
});
const reused = ApiResponse({ status: 422, description: 'IDEMPOTENCY_KEY_REUSED: the key was used for a different request.' });

/**
 * Documents Idempotency-Key on every write operation of the decorated module's controllers, so
 * that a new route is covered without anyone remembering to. Place it above @Module.
 */
export function DocumentIdempotencyKey(): ClassDecorator {
  return (module) => {
    const controllers = (Reflect.getMetadata(MODULE_METADATA.CONTROLLERS, module) ?? []) as (new (...args: never[]) => object)[];
    for (const controller of controllers) {
      const prototype = controller.prototype as Record<string, unknown>;
      // Routes a controller inherits (a generic CRUD base) are routes too.
      for (const [name, descriptor] of methodDescriptors(prototype)) {
        const method =
          typeof descriptor.value === 'function' ? (Reflect.getMetadata(METHOD_METADATA, descriptor.value) as RequestMethod) : undefined;
        if (method !== undefined && WRITES.has(method)) {
          header(prototype, name, descriptor);
          reused(prototype, name, descriptor);
        }
      }
    }
  };
}

/** Each method name with its nearest definition, up the prototype chain. */
function methodDescriptors(prototype: object): Map<string, PropertyDescriptor> {
  const descriptors = new Map<string, PropertyDescriptor>();
  for (let p: object | null = prototype; p && p !== Object.prototype; p = Object.getPrototypeOf(p) as object | null) {
    for (const name of Object.getOwnPropertyNames(p)) {
      const descriptor = Object.getOwnPropertyDescriptor(p, name);
      if (descriptor && !descriptors.has(name)) {
        descriptors.set(name, descriptor);
      }
    }
  }
  return descriptors;
}
