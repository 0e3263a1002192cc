import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ErrorDto } from '../../common/http/error.dto.js';
import { CuisinesService } from './cuisines.service.js';
import { CuisineDto, PopularCuisineDto, PopularCuisinesQueryDto } from './dto/cuisine.dto.js';

@ApiTags('cuisines')
@Controller('cuisines')
export class CuisinesController {
  constructor(private readonly cuisines: CuisinesService) {}

  /** Every active cuisine, by name, with its number of recipes. */
  @Get()
  @ApiOkResponse({ type: [CuisineDto] })
  listCuisines(): Promise<CuisineDto[]> {
    return this.cuisines.listActive();
  }

  /** The cuisines with the most recipes (12 unless limit says otherwise). */
  @Get('popular')
  @ApiOkResponse({ type: [PopularCuisineDto] })
  @ApiBadRequestResponse({ type: ErrorDto })
  listPopularCuisines(@Query() query: PopularCuisinesQueryDto): Promise<PopularCuisineDto[]> {
    return this.cuisines.popular(query.limit);
  }
}
