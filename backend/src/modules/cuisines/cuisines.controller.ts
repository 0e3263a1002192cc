import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { PublicMaxAge } from '../../common/http/cache-headers.js';
import { ErrorDto } from '../../common/http/error.dto.js';
import { CuisinesService } from './cuisines.service.js';
import { CuisineDto, PopularCuisineDto, PopularCuisinesQueryDto } from './dto/cuisine.dto.js';

/** Cuisines change seldom: visitors (and a CDN) may reuse them for five minutes. */
const CUISINES_MAX_AGE = 300;

@ApiTags('cuisines')
@Controller('cuisines')
export class CuisinesController {
  constructor(private readonly cuisines: CuisinesService) {}

  /** Every active cuisine, by name, with its number of recipes. */
  @Get()
  @PublicMaxAge(CUISINES_MAX_AGE)
  @ApiOkResponse({ type: [CuisineDto] })
  listCuisines(): Promise<CuisineDto[]> {
    return this.cuisines.listActive();
  }

  /** The cuisines with the most recipes (12 unless limit says otherwise). */
  @Get('popular')
  @PublicMaxAge(CUISINES_MAX_AGE)
  @ApiOkResponse({ type: [PopularCuisineDto] })
  @ApiBadRequestResponse({ type: ErrorDto })
  listPopularCuisines(@Query() query: PopularCuisinesQueryDto): Promise<PopularCuisineDto[]> {
    return this.cuisines.popular(query.limit);
  }
}
