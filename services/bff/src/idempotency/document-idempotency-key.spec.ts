import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Controller, Delete, Get, Module, Post } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { DocumentIdempotencyKey } from './document-idempotency-key';

describe(DocumentIdempotencyKey.name, () => {
  @Controller('things')
  class ThingsController {
    @Get()
    list(): void {}

    @Post()
    create(): void {}

    @Delete(':id')
    remove(): void {}
  }

  @DocumentIdempotencyKey()
  @Module({ controllers: [ThingsController] })
  class ThingsModule {}

  type Operation = { parameters?: { name: string; in: string; required?: boolean }[]; responses: Record<string, unknown> };
  let paths: Record<string, Record<string, Operation>> = {};
  let close = async () => undefined as void;

  beforeAll(async () => {
    const app = await NestFactory.create(ThingsModule, new FastifyAdapter(), { logger: false });
    paths = SwaggerModule.createDocument(app, new DocumentBuilder().build()).paths as typeof paths;
    close = () => app.close();
  });

  afterAll(() => close());

  const headers = (path: string, method: string) => (paths[path]?.[method]?.parameters ?? []).filter((p) => p.in === 'header');

  it('documents the header and its 422 on every write of the module, and nothing on reads', () => {
    expect(headers('/things', 'post')).toEqual([expect.objectContaining({ name: 'Idempotency-Key', required: false })]);
    expect(headers('/things/{id}', 'delete')).toEqual([expect.objectContaining({ name: 'Idempotency-Key' })]);
    expect(paths['/things']?.post?.responses).toHaveProperty('422');
    expect(headers('/things', 'get')).toEqual([]);
    expect(paths['/things']?.get?.responses).not.toHaveProperty('422');
  });
});
