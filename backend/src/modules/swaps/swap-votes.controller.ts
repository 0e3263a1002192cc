import { Controller, Delete, Get, Param, Put, UseGuards } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Principal } from '../../common/auth/principal.js';
import { ErrorDto } from '../../common/http/error.dto.js';
import { IdParam } from '../../common/http/id-param.js';
import { CurrentUser, MaybeUser, OptionalUserGuard, SignedInGuard } from '../users/index.js';
import { SwapVotesDto } from './dto/swap-votes.dto.js';
import { SwapVotesService } from './swap-votes.service.js';

@ApiTags('recipes')
@Controller('recipes/:id/swap-votes')
@ApiNotFoundResponse({ type: ErrorDto, description: 'No such recipe, or one the caller may not see' })
@ApiBadRequestResponse({ type: ErrorDto, description: 'An id that is not a positive whole number, or an unknown swap' })
export class SwapVotesController {
  constructor(private readonly votes: SwapVotesService) {}

  /** How many members said each swap worked for them in this recipe (and, signed in, whether they did). */
  @Get()
  @UseGuards(OptionalUserGuard)
  @ApiOkResponse({ type: SwapVotesDto })
  swapVotes(@IdParam('id') id: number, @MaybeUser() user?: Principal): Promise<SwapVotesDto> {
    return this.votes.counts(id, user);
  }

  /** Says a swap worked for the member in this recipe; saying it again changes nothing. */
  @Put(':key')
  @UseGuards(SignedInGuard)
  @ApiOkResponse({ type: SwapVotesDto })
  @ApiUnauthorizedResponse({ type: ErrorDto, description: 'Not signed in' })
  sayWorked(@IdParam('id') id: number, @Param('key') key: string, @CurrentUser() user: Principal): Promise<SwapVotesDto> {
    return this.votes.say(id, key, user, true);
  }

  /** Takes back the member's word that a swap worked. */
  @Delete(':key')
  @UseGuards(SignedInGuard)
  @ApiOkResponse({ type: SwapVotesDto })
  @ApiUnauthorizedResponse({ type: ErrorDto, description: 'Not signed in' })
  takeBack(@IdParam('id') id: number, @Param('key') key: string, @CurrentUser() user: Principal): Promise<SwapVotesDto> {
    return this.votes.say(id, key, user, false);
  }
}
