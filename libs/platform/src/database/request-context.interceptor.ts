import { MikroORM, RequestContext } from '@mikro-orm/core';
import { type CallHandler, type ExecutionContext, Inject, Injectable, type NestInterceptor } from '@nestjs/common';
import { Observable } from 'rxjs';

/** Runs each message handler in its own identity map, as HTTP middleware does for requests. */
@Injectable()
export class RequestContextInterceptor implements NestInterceptor {
  constructor(@Inject(MikroORM) private readonly orm: MikroORM) {}

  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return new Observable((subscriber) => {
      RequestContext.create(this.orm.em, () => {
        next.handle().subscribe(subscriber);
      });
    });
  }
}
