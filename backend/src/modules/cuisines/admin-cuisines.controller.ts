import { Body, Delete, Get, HttpCode, Patch, Post, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse } from '@nestjs/swagger';
import { ErrorDto } from '../../common/http/error.dto.js';
import { IdParam } from '../../common/http/id-param.js';
import { AdminOnly } from '../users/index.js';
import { CuisinesService } from './cuisines.service.js';
import {
  AdminCuisineDto,
  AdminCuisinePageDto,
  AdminCuisinesQueryDto,
  CreateCuisineDto,
  UpdateCuisineDto,
} from './dto/admin-cuisine.dto.js';

/** Cuisine Management: every cuisine, active or not, with add, rename, toggle and delete. */
@AdminOnly('admin/cuisines')
export class AdminCuisinesController {
  constructor(private readonly cuisines: CuisinesService) {}

  /** Cuisine Management: every cuisine, active or not, with its number of recipes. Paged, searched and sorted. */
  @Get()
  @ApiOkResponse({ type: AdminCuisinePageDto })
  listAdminCuisines(@Query() query: AdminCuisinesQueryDto): Promise<AdminCuisinePageDto> {
    return this.cuisines.adminPage(query);
  }

  /** Adds a cuisine (active unless isActive is false). */
  @Post()
  @ApiConflictResponse({ type: ErrorDto, description: 'A cuisine with this name exists (in any case)' })
  createCuisine(@Body() body: CreateCuisineDto): Promise<AdminCuisineDto> {
    return this.cuisines.create(body);
  }

  /** Renames it, toggles Active / Inactive or changes its emoji. */
  @Patch(':id')
  @ApiConflictResponse({ type: ErrorDto, description: 'Another cuisine has this name' })
  @ApiNotFoundResponse({ type: ErrorDto })
  updateCuisine(@IdParam() id: number, @Body() body: UpdateCuisineDto): Promise<AdminCuisineDto> {
    return this.cuisines.update(id, body);
  }

  /** Deletes it; its recipes stay, without a cuisine. */
  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiNotFoundResponse({ type: ErrorDto })
  deleteCuisine(@IdParam() id: number): Promise<void> {
    return this.cuisines.remove(id);
  }
}
