export class SwapVoteCountDto {
  /** The swap, as @plantry/shared's swapsForLine keys it ('egg:binding:flax'). */
  key!: string;
  /** How many members say it worked for them in this recipe. */
  members!: number;
  /** Only for signed-in callers: whether they said so. */
  mine?: boolean;
}

export class SwapVotesDto {
  /** The swaps of the recipe some member said worked, most first. */
  votes!: SwapVoteCountDto[];
}
