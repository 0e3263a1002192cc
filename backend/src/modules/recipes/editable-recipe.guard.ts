import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { pathId } from '../../common/http/id-param.js';
import type { SignedInRequest } from '../users/index.js';
import { RecipeEditorService } from './recipe-editor.service.js';

/**
 * Who may change the recipe of the path, decided before its body (photos) is read: 404 when it
 * does not exist, 403 when the caller is neither its author nor an admin. Put it after the guard
 * that loads the caller (SignedInGuard).
 */
@Injectable()
export class EditableRecipeGuard implements CanActivate {
  constructor(private readonly editor: RecipeEditorService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<SignedInRequest>();
    await this.editor.checkEditable(req.user, pathId(req));
    return true;
  }
}
