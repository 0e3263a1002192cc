import { BadRequestException, Body, Controller, Delete, HttpCode, Patch, Put, Req, UseGuards, UseInterceptors } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConsumes,
  ApiPayloadTooLargeResponse,
  ApiTooManyRequestsResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Principal } from '../../common/auth/principal.js';
import type { Request } from 'express';
import { ErrorDto } from '../../common/http/error.dto.js';
import { ImageUploads, uploadsOf } from '../../common/http/image-uploads.interceptor.js';
import { byUser, RateLimit, RateLimitGuard } from '../../common/rate-limit/rate-limit.js';
import { ImagesService } from '../images/index.js';
import { AvatarBodyDto, AvatarFormDto } from './dto/avatar-form.dto.js';
import { CurrentUser } from './current-user.decorator.js';
import { SignedInGuard } from './signed-in.guard.js';
import { LanguageDto } from './dto/language.dto.js';
import { UpdateProfileDto } from './dto/update-profile.dto.js';
import { UpgradeRoleDto } from './dto/upgrade-role.dto.js';
import { UserDto } from './dto/user.dto.js';
import { UsersService } from './users.service.js';

export const NO_AVATAR = 'Choose a picture to upload';

@ApiTags('profile')
@Controller()
@UseGuards(SignedInGuard)
@ApiUnauthorizedResponse({ type: ErrorDto, description: 'Not signed in' })
export class UsersController {
  constructor(
    private readonly users: UsersService,
    private readonly images: ImagesService,
  ) {}

  /** Changes the signed-in user's first and last name (trimmed). */
  @Patch('auth/user')
  @ApiOkResponse({ type: UserDto })
  @ApiBadRequestResponse({ type: ErrorDto, description: 'A blank name, or a field that cannot be changed' })
  updateCurrentUser(@CurrentUser() user: Principal, @Body() profile: UpdateProfileDto): Promise<UserDto> {
    return this.users.updateProfile(user.id, profile);
  }

  /**
   * Remembers the language the member switched the site to, so that their emails are written in it
   * (the site itself follows their browser's choice, docs/decisions/languages.md).
   */
  @Put('auth/user/language')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Remembered' })
  @ApiBadRequestResponse({ type: ErrorDto, description: 'A language the site does not have' })
  async setLanguage(@CurrentUser() user: Principal, @Body() { language }: LanguageDto): Promise<void> {
    await this.users.setLanguage(user.id, language);
  }

  /**
   * Replaces the member's picture (their cook profile, reviews and the header show it): checked and
   * re-encoded like recipe photos, its sizes made by the images worker.
   */
  @Put('auth/user/avatar')
  // Who asks and how often, before a byte of the photo is read.
  @UseGuards(RateLimitGuard)
  @RateLimit({ name: 'avatar-account', limit: 20, windowSeconds: 3600, by: byUser })
  @UseInterceptors(ImageUploads({ name: 'avatar', maxCount: 1 }))
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: AvatarFormDto })
  @ApiOkResponse({ type: UserDto })
  @ApiBadRequestResponse({ type: ErrorDto, description: 'No photo, or a file that is not a good image' })
  @ApiPayloadTooLargeResponse({ type: ErrorDto, description: 'A photo over 10 MB' })
  @ApiTooManyRequestsResponse({ type: ErrorDto, description: 'More than 20 picture changes in an hour' })
  async replaceAvatar(@CurrentUser() user: Principal, @Req() req: Request, @Body() _fields: AvatarBodyDto): Promise<UserDto> {
    const uploads = uploadsOf(req, 'avatar', () => 'The picture');
    if (uploads.length === 0) throw new BadRequestException(NO_AVATAR);
    const [url] = await this.images.store(await this.images.prepare(uploads), 'avatars');
    const { user: account, replaced } = await this.users.setAvatar(user.id, url);
    await this.images.discard([replaced]);
    return account;
  }

  /** Removes the member's picture (their initial shows instead). */
  @Delete('auth/user/avatar')
  @ApiOkResponse({ type: UserDto })
  async removeAvatar(@CurrentUser() user: Principal): Promise<UserDto> {
    const { user: account, replaced } = await this.users.setAvatar(user.id, null);
    await this.images.discard([replaced]);
    return account;
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
