import { type AdminVideo, type Cached, type DeletedReply, type Page, type Video, pattern } from '@lakbay/contracts';
import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { VideoDto } from '@lakbay/contracts/content.dto';
import { AdminByIdMessage, AdminListMessage, ByIdMessage, UpdateVideoMessage, VideoListMessage } from '../dto/messages.dto';
import { VideosService } from './videos.service';

@Controller()
export class VideosController {
  constructor(private readonly videos: VideosService) {}

  @MessagePattern(pattern('content.videos.list'))
  list(@Payload() request: VideoListMessage): Promise<Cached<Page<Video>>> {
    return this.videos.list(request.query, request.ifNoneMatch);
  }

  @MessagePattern(pattern('content.videos.get'))
  get(@Payload() request: ByIdMessage): Promise<Cached<Video>> {
    return this.videos.detail(request.id, request.ifNoneMatch);
  }

  @MessagePattern(pattern('content.admin.videos.list'))
  adminList(@Payload() request: AdminListMessage): Promise<Page<AdminVideo>> {
    return this.videos.adminList(request);
  }

  @MessagePattern(pattern('content.admin.videos.get'))
  adminGet(@Payload() request: AdminByIdMessage): Promise<AdminVideo> {
    return this.videos.adminGet(request.id);
  }

  @MessagePattern(pattern('content.admin.videos.create'))
  create(@Payload() request: VideoDto): Promise<AdminVideo> {
    return this.videos.create(request);
  }

  @MessagePattern(pattern('content.admin.videos.update'))
  update(@Payload() request: UpdateVideoMessage): Promise<AdminVideo> {
    return this.videos.update(request.id, request.changes);
  }

  @MessagePattern(pattern('content.admin.videos.delete'))
  delete(@Payload() request: AdminByIdMessage): Promise<DeletedReply> {
    return this.videos.delete(request.id);
  }
}
