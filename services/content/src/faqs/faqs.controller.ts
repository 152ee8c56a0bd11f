import {
  type AdminCoachingResource,
  type AdminFaq,
  type Cached,
  type CoachingResource,
  type DeletedReply,
  type Faq,
  type Page,
  pattern,
} from '@lakbay/contracts';
import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { CoachingResourceDto, FaqDto } from '@lakbay/contracts/content.dto';
import {
  AdminByIdMessage,
  AdminListMessage,
  BySlugMessage,
  ConditionalMessage,
  UpdateFaqMessage,
  UpdateResourceMessage,
} from '../dto/messages.dto';
import { FaqsService } from './faqs.service';

@Controller()
export class FaqsController {
  constructor(private readonly faqs: FaqsService) {}

  @MessagePattern(pattern('content.faqs.list'))
  list(@Payload() request: ConditionalMessage): Promise<Cached<Faq[]>> {
    return this.faqs.faqs(request.ifNoneMatch);
  }

  @MessagePattern(pattern('content.faqs.get'))
  get(@Payload() request: BySlugMessage): Promise<Cached<Faq>> {
    return this.faqs.faq(request.slug, request.ifNoneMatch);
  }

  @MessagePattern(pattern('content.resources.list'))
  resources(@Payload() request: ConditionalMessage): Promise<Cached<CoachingResource[]>> {
    return this.faqs.resources(request.ifNoneMatch);
  }

  @MessagePattern(pattern('content.admin.faqs.list'))
  adminFaqs(@Payload() request: AdminListMessage): Promise<Page<AdminFaq>> {
    return this.faqs.adminFaqs(request);
  }

  @MessagePattern(pattern('content.admin.faqs.get'))
  adminFaq(@Payload() request: AdminByIdMessage): Promise<AdminFaq> {
    return this.faqs.adminFaq(request.id);
  }

  @MessagePattern(pattern('content.admin.faqs.create'))
  createFaq(@Payload() request: FaqDto): Promise<AdminFaq> {
    return this.faqs.createFaq(request);
  }

  @MessagePattern(pattern('content.admin.faqs.update'))
  updateFaq(@Payload() request: UpdateFaqMessage): Promise<AdminFaq> {
    return this.faqs.updateFaq(request.id, request.changes);
  }

  @MessagePattern(pattern('content.admin.faqs.delete'))
  deleteFaq(@Payload() request: AdminByIdMessage): Promise<DeletedReply> {
    return this.faqs.deleteFaq(request.id);
  }

  @MessagePattern(pattern('content.admin.resources.list'))
  adminResources(@Payload() request: AdminListMessage): Promise<Page<AdminCoachingResource>> {
    return this.faqs.adminResources(request);
  }

  @MessagePattern(pattern('content.admin.resources.get'))
  adminResource(@Payload() request: AdminByIdMessage): Promise<AdminCoachingResource> {
    return this.faqs.adminResource(request.id);
  }

  @MessagePattern(pattern('content.admin.resources.create'))
  createResource(@Payload() request: CoachingResourceDto): Promise<AdminCoachingResource> {
    return this.faqs.createResource(request);
  }

  @MessagePattern(pattern('content.admin.resources.update'))
  updateResource(@Payload() request: UpdateResourceMessage): Promise<AdminCoachingResource> {
    return this.faqs.updateResource(request.id, request.changes);
  }

  @MessagePattern(pattern('content.admin.resources.delete'))
  deleteResource(@Payload() request: AdminByIdMessage): Promise<DeletedReply> {
    return this.faqs.deleteResource(request.id);
  }
}
