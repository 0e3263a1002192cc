import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { pathId } from '../../common/http/id-param.js';
import type { SignedInRequest } from '../users/index.js';
import { CollectionsService } from './collections.service.js';

/**
 * Who may change the collection of the path, decided before its body is read: 404 when the caller
 * cannot see it, 403 when it is someone else's public collection. Put it after SignedInGuard.
 */
@Injectable()
export class OwnCollectionGuard implements CanActivate {
  constructor(private readonly collections: CollectionsService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<SignedInRequest>();
    await this.collections.checkOwner(req.user, pathId(req));
    return true;
  }
}
