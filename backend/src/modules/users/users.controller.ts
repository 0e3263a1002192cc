import { Body, Controller, Patch, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Principal } from '../../common/auth/principal.js';
import { ErrorDto } from '../../common/http/error.dto.js';
import { CurrentUser } from './current-user.decorator.js';
import { SignedInGuard } from './signed-in.guard.js';
import { UpdateProfileDto } from './dto/update-profile.dto.js';
import { UpgradeRoleDto } from './dto/upgrade-role.dto.js';
import { UserDto } from './dto/user.dto.js';
import { UsersService } from './users.service.js';

@ApiTags('profile')
@Controller()
@UseGuards(SignedInGuard)
@ApiUnauthorizedResponse({ type: ErrorDto, description: 'Not signed in' })
export class UsersController {
  constructor(private readonly users: UsersService) {}

  /** Changes the signed-in user's first and last name (trimmed). */
  @Patch('auth/user')
  @ApiOkResponse({ type: UserDto })
  @ApiBadRequestResponse({ type: ErrorDto, description: 'A blank name, or a field that cannot be changed' })
  updateCurrentUser(@CurrentUser() user: Principal, @Body() profile: UpdateProfileDto): Promise<UserDto> {
    return this.users.updateProfile(user.id, profile);
  }

  /** A registered member becomes a home cook, who can share recipes. */
  @Patch('profile/role')
  @ApiOkResponse({ type: UserDto })
  @ApiBadRequestResponse({ type: ErrorDto, description: "Any role but 'home_cook'" })
  @ApiForbiddenResponse({ type: ErrorDto, description: 'Not a registered member' })
  upgradeRole(@CurrentUser() user: Principal, @Body() _body: UpgradeRoleDto): Promise<UserDto> {
    return this.users.becomeHomeCook(user.id);
  }
}
