import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { pathId } from '../../common/http/id-param.js';
import type { SignedInRequest } from '../users/index.js';
import { ReviewsService } from './reviews.service.js';

/**
 * Whether the caller may review the recipe of the path, decided before the review's photos are
 * read: 404 for a recipe that is missing or not public, 403 for its author, 409 when the caller
 * has reviewed it already. Put it after the guard that loads the caller (SignedInGuard).
 */
@Injectable()
export class ReviewableRecipeGuard implements CanActivate {
  constructor(private readonly reviews: ReviewsService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<SignedInRequest>();
    await this.reviews.checkCanReview(req.user, pathId(req));
    return true;
  }
}
