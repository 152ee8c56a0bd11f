import {
  type AdminCareer,
  type Cached,
  type CareerCategoryCount,
  type CareerDetail,
  type CareerSummary,
  type DeletedReply,
  type Page,
  pattern,
} from '@lakbay/contracts';
import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { CareerDto } from '@lakbay/contracts/content.dto';
import {
  AdminByIdMessage,
  AdminListMessage,
  BySlugMessage,
  CareerListMessage,
  ConditionalMessage,
  UpdateCareerMessage,
} from '../dto/messages.dto';
import { CareersService } from './careers.service';

@Controller()
export class CareersController {
  constructor(private readonly careers: CareersService) {}

  @MessagePattern(pattern('content.careers.list'))
  list(@Payload() request: CareerListMessage): Promise<Cached<Page<CareerSummary>>> {
    return this.careers.list(request.query, request.ifNoneMatch);
  }

  @MessagePattern(pattern('content.careers.categories'))
  categories(@Payload() request: ConditionalMessage): Promise<Cached<CareerCategoryCount[]>> {
    return this.careers.categories(request);
  }

  @MessagePattern(pattern('content.careers.get'))
  get(@Payload() request: BySlugMessage): Promise<Cached<CareerDetail>> {
    return this.careers.detail(request.slug, request.ifNoneMatch);
  }

  @MessagePattern(pattern('content.admin.careers.list'))
  adminList(@Payload() request: AdminListMessage): Promise<Page<AdminCareer>> {
    return this.careers.adminList(request);
  }

  @MessagePattern(pattern('content.admin.careers.get'))
  adminGet(@Payload() request: AdminByIdMessage): Promise<AdminCareer> {
    return this.careers.adminGet(request.id);
  }

  @MessagePattern(pattern('content.admin.careers.create'))
  create(@Payload() request: CareerDto): Promise<AdminCareer> {
    return this.careers.create(request);
  }

  @MessagePattern(pattern('content.admin.careers.update'))
  update(@Payload() request: UpdateCareerMessage): Promise<AdminCareer> {
    return this.careers.update(request.id, request.changes);
  }

  @MessagePattern(pattern('content.admin.careers.delete'))
  delete(@Payload() request: AdminByIdMessage): Promise<DeletedReply> {
    return this.careers.delete(request.id);
  }
}
