import { type Cached, type Page, type Video } from '@lakbay/contracts';
import { Handles } from '@lakbay/platform';
import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { ByIdMessage, VideoListMessage } from '../dto/messages.dto';
import { VideosService } from './videos.service';

@Controller()
export class VideosController {
  constructor(private readonly videos: VideosService) {}

  @Handles('content.videos.list')
  list(@Payload() request: VideoListMessage): Promise<Cached<Page<Video>>> {
    return this.videos.list(request.query, request.ifNoneMatch, request.language);
  }

  @Handles('content.videos.get')
  get(@Payload() request: ByIdMessage): Promise<Cached<Video>> {
    return this.videos.detail(request.id, request.ifNoneMatch, request.language);
  }
}
