import {
  type AdminContentCommand,
  type AdminContentKind,
  type AdminContentKinds,
  type DeletedReply,
  type Page,
  type RequestOf,
  adminContentCommand,
} from '@lakbay/contracts';
import { ServiceClient } from '@lakbay/platform';
import { Body, Controller, Delete, Get, Header, Param, Patch, Post, Query, type Type, UseGuards, applyDecorators } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { AdminListQueryDto } from '@lakbay/contracts/content.dto';
import { AdminGuard } from '../auth/admin.guard';
import { SessionGuard } from '../auth/session.guard';
import { ID_PIPE } from './cached-reply';

/** One row of the admin content table: how a kind's CRUD shows on HTTP and in OpenAPI. */
export interface AdminContentSpec<K extends AdminContentKind> {
  kind: K;
  /** The controller's class name: OpenAPI operation ids are built from it (AdminJobsController_list). */
  name: string;
  path: string;
  tag: string;
  /** Singular and plural nouns for the summaries ("job", "jobs"). */
  noun: string;
  nouns: string;
  /** The body classes: validation and OpenAPI read them, so they must be classes, not types. */
  create: Type<AdminContentKinds[K][0]>;
  update: Type<Partial<AdminContentKinds[K][0]>>;
  /** Documents the 409 of create and update, for kinds with a unique key. */
  conflict?: string;
}

export interface AdminContentController<K extends AdminContentKind> {
  readonly services: ServiceClient;
  list(query: AdminListQueryDto): Promise<Page<AdminContentKinds[K][1]>>;
  get(id: string): Promise<AdminContentKinds[K][1]>;
  create(body: AdminContentKinds[K][0]): Promise<AdminContentKinds[K][1]>;
  update(id: string, body: Partial<AdminContentKinds[K][0]>): Promise<AdminContentKinds[K][1]>;
  delete(id: string): Promise<DeletedReply>;
}

const INVALID = 'Invalid fields: message is a list of {property, constraints}.';

/**
 * The admin CRUD controller of one content kind: every record, published or not; unpublish with
 * PATCH {published: false}. Extend the returned class for the kind's own routes.
 */
export function adminContentController<K extends AdminContentKind>(spec: AdminContentSpec<K>): Type<AdminContentController<K>> {
  const { kind, noun, nouns } = spec;
  const notFound = ApiNotFoundResponse({ description: `No ${noun} has this id.` });
  const conflict = spec.conflict ? ApiConflictResponse({ description: spec.conflict }) : applyDecorators();

  @ApiTags(spec.tag)
  @ApiBearerAuth()
  @ApiForbiddenResponse({ description: 'Not an admin.' })
  @UseGuards(SessionGuard, AdminGuard)
  @Controller(spec.path)
  class AdminCrudController implements AdminContentController<K> {
    constructor(readonly services: ServiceClient) {}

    @Get()
    @Header('Cache-Control', 'no-store')
    @ApiOperation({ summary: `All ${nouns}, published or not; filter by words and published state.` })
    list(@Query() query: AdminListQueryDto): Promise<Page<AdminContentKinds[K][1]>> {
      return this.services.send(adminContentCommand(kind, 'list'), query);
    }

    @Get(':id')
    @Header('Cache-Control', 'no-store')
    @ApiOperation({ summary: `One ${noun} with every field.` })
    @notFound
    get(@Param('id', ID_PIPE) id: string): Promise<AdminContentKinds[K][1]> {
      return this.services.send(adminContentCommand(kind, 'get'), { id });
    }

    @Post()
    @ApiOperation({ summary: `Creates a ${noun} (unpublished unless published is true).` })
    @ApiBadRequestResponse({ description: INVALID })
    @conflict
    create(@Body() body: AdminContentKinds[K][0]): Promise<AdminContentKinds[K][1]> {
      return this.services.send(adminContentCommand(kind, 'create'), body);
    }

    @Patch(':id')
    @ApiOperation({ summary: 'Changes the fields given; published: false unpublishes.' })
    @ApiBadRequestResponse({ description: INVALID })
    @notFound
    @conflict
    update(@Param('id', ID_PIPE) id: string, @Body() body: Partial<AdminContentKinds[K][0]>): Promise<AdminContentKinds[K][1]> {
      // Typed per kind by the body class; TypeScript cannot relate a generic kind's input to its command's.
      return this.services.send(adminContentCommand(kind, 'update'), { id, changes: body } as RequestOf<AdminContentCommand<K, 'update'>>);
    }

    @Delete(':id')
    @ApiOperation({ summary: `Deletes the ${noun} for good.` })
    @notFound
    delete(@Param('id', ID_PIPE) id: string): Promise<DeletedReply> {
      return this.services.send(adminContentCommand(kind, 'delete'), { id });
    }
  }

  // A generic parameter is reflected as Object: name the body classes, or nothing validates them.
  Reflect.defineMetadata('design:paramtypes', [spec.create], AdminCrudController.prototype, 'create');
  Reflect.defineMetadata('design:paramtypes', [String, spec.update], AdminCrudController.prototype, 'update');
  Object.defineProperty(AdminCrudController, 'name', { value: spec.name });
  return AdminCrudController;
}
