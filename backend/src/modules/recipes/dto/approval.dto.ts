import { IsBoolean } from 'class-validator';

export class RecipeApprovalDto {
  /** true publishes the recipe; false takes it back to review. */
  @IsBoolean({ message: 'isApproved must be true or false' })
  isApproved!: boolean;
}
