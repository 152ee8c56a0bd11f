import {
  type AdminContentCommand,
  type AdminContentKind,
  type AdminContentKinds,
  type DeletedReply,
  type ReplyOf,
  adminContentCommand,
} from '@lakbay/contracts';
import { Handles } from '@lakbay/platform';
import { Controller, Inject, type Type } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { AdminByIdMessage, AdminListMessage, updateMessage } from '../dto/messages.dto';
import type { AdminCrud } from './content-crud';

type Input<K extends AdminContentKind> = AdminContentKinds[K][0];
type Admin<K extends AdminContentKind> = AdminContentKinds[K][1];

/** One kind's admin message handlers (content.admin.<kind>.*), each one call into the kind's service. */
export function adminCrudController<K extends AdminContentKind>(
  kind: K,
  service: Type<AdminCrud<Input<K>, Admin<K>>>,
  // The payload classes: the validation pipe reads them, so they must be classes, not types.
  create: Type<Input<K>>,
  update: Type<Partial<Input<K>>>,
): Type<unknown> {
  const UpdateMessage = updateMessage(update);

  @Controller()
  class AdminCrudController {
    constructor(@Inject(service) private readonly crud: AdminCrud<Input<K>, Admin<K>>) {}

    @Handles(adminContentCommand(kind, 'list'))
    list(@Payload() request: AdminListMessage): Promise<ReplyOf<AdminContentCommand<K, 'list'>>> {
      // Page<Admin<K>> is one of the kinds' pages; TypeScript cannot tell which for a generic K.
      return this.crud.adminList(request) as Promise<ReplyOf<AdminContentCommand<K, 'list'>>>;
    }

    @Handles(adminContentCommand(kind, 'get'))
    get(@Payload() request: AdminByIdMessage): Promise<Admin<K>> {
      return this.crud.adminGet(request.id);
    }

    @Handles(adminContentCommand(kind, 'create'))
    create(@Payload() request: Input<K>): Promise<Admin<K>> {
      return this.crud.create(request);
    }

    @Handles(adminContentCommand(kind, 'update'))
    update(@Payload() request: InstanceType<typeof UpdateMessage>): Promise<Admin<K>> {
      return this.crud.update(request.id, request.changes);
    }

    @Handles(adminContentCommand(kind, 'delete'))
    delete(@Payload() request: AdminByIdMessage): Promise<DeletedReply> {
      return this.crud.delete(request.id);
    }
  }

  // A generic parameter is reflected as Object: name the payload classes, or nothing validates them.
  Reflect.defineMetadata('design:paramtypes', [create], AdminCrudController.prototype, 'create');
  Reflect.defineMetadata('design:paramtypes', [UpdateMessage], AdminCrudController.prototype, 'update');
  Object.defineProperty(AdminCrudController, 'name', { value: `Admin${kind[0]?.toUpperCase() ?? ''}${kind.slice(1)}Controller` });
  return AdminCrudController;
}
