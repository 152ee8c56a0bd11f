import { applyDecorators } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiExtraModels, getSchemaPath } from '@nestjs/swagger';
import type { UploadRoute } from './uploads';

/** Documents a multipart route from its UploadRoute: the text fields are its DTO's, plus the file field. */
export function ApiUpload(route: UploadRoute<object>, files: string): MethodDecorator {
  const binary = { type: 'string', format: 'binary' };
  const field = route.maxFiles > 1 ? { type: 'array', items: binary, description: files } : { ...binary, description: files };
  const own = { type: 'object', properties: { [route.field]: field }, ...(route.missing ? { required: [route.field] } : {}) };
  return applyDecorators(
    ApiConsumes('multipart/form-data'),
    ...(route.body ? [ApiExtraModels(route.body)] : []),
    ApiBody({ schema: route.body ? { allOf: [{ $ref: getSchemaPath(route.body) }, own] } : own }),
  );
}
