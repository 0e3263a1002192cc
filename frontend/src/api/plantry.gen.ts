import { baseApi as api } from "./baseApi";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHealth: build.query<GetHealthApiResponse, GetHealthApiArg>({
      query: () => ({ url: `/api/health` }),
    }),
    updateCurrentUser: build.mutation<
      UpdateCurrentUserApiResponse,
      UpdateCurrentUserApiArg
    >({
      query: (queryArg) => ({
        url: `/api/auth/user`,
        method: "PATCH",
        body: queryArg.updateProfileDto,
      }),
    }),
    getCurrentUser: build.query<
      GetCurrentUserApiResponse,
      GetCurrentUserApiArg
    >({
      query: () => ({ url: `/api/auth/user` }),
    }),
    deleteOwnAccount: build.mutation<
      DeleteOwnAccountApiResponse,
      DeleteOwnAccountApiArg
    >({
      query: (queryArg) => ({
        url: `/api/auth/user`,
        method: "DELETE",
        body: queryArg.deleteAccountDto,
      }),
    }),
    replaceAvatar: build.mutation<
      ReplaceAvatarApiResponse,
      ReplaceAvatarApiArg
    >({
      query: (queryArg) => ({
        url: `/api/auth/user/avatar`,
        method: "PUT",
        body: queryArg.avatarFormDto,
      }),
    }),
    removeAvatar: build.mutation<RemoveAvatarApiResponse, RemoveAvatarApiArg>({
      query: () => ({ url: `/api/auth/user/avatar`, method: "DELETE" }),
    }),
    upgradeRole: build.mutation<UpgradeRoleApiResponse, UpgradeRoleApiArg>({
      query: (queryArg) => ({
        url: `/api/profile/role`,
        method: "PATCH",
        body: queryArg.upgradeRoleDto,
      }),
    }),
    getCaptcha: build.query<GetCaptchaApiResponse, GetCaptchaApiArg>({
      query: () => ({ url: `/api/captcha` }),
    }),
    register: build.mutation<RegisterApiResponse, RegisterApiArg>({
      query: (queryArg) => ({
        url: `/api/register`,
        method: "POST",
        body: queryArg.registerDto,
      }),
    }),
    verifyEmail: build.mutation<VerifyEmailApiResponse, VerifyEmailApiArg>({
      query: (queryArg) => ({
        url: `/api/verify-email`,
        method: "POST",
        body: queryArg.verifyEmailDto,
      }),
    }),
    signInAfterVerification: build.mutation<
      SignInAfterVerificationApiResponse,
      SignInAfterVerificationApiArg
    >({
      query: () => ({ url: `/api/verify-email/sign-in`, method: "POST" }),
    }),
    resendVerification: build.mutation<
      ResendVerificationApiResponse,
      ResendVerificationApiArg
    >({
      query: (queryArg) => ({
        url: `/api/resend-verification`,
        method: "POST",
        body: queryArg.emailDto,
      }),
    }),
    forgotPassword: build.mutation<
      ForgotPasswordApiResponse,
      ForgotPasswordApiArg
    >({
      query: (queryArg) => ({
        url: `/api/forgot-password`,
        method: "POST",
        body: queryArg.emailDto,
      }),
    }),
    resetPassword: build.mutation<
      ResetPasswordApiResponse,
      ResetPasswordApiArg
    >({
      query: (queryArg) => ({
        url: `/api/reset-password`,
        method: "POST",
        body: queryArg.resetPasswordDto,
      }),
    }),
    login: build.mutation<LoginApiResponse, LoginApiArg>({
      query: (queryArg) => ({
        url: `/api/login`,
        method: "POST",
        body: queryArg.loginDto,
      }),
    }),
    loginEntry: build.query<LoginEntryApiResponse, LoginEntryApiArg>({
      query: (queryArg) => ({
        url: `/api/login`,
        params: {
          returnTo: queryArg.returnTo,
        },
      }),
    }),
    logout: build.mutation<LogoutApiResponse, LogoutApiArg>({
      query: () => ({ url: `/api/logout`, method: "POST" }),
    }),
    sendContactMessage: build.mutation<
      SendContactMessageApiResponse,
      SendContactMessageApiArg
    >({
      query: (queryArg) => ({
        url: `/api/contact`,
        method: "POST",
        body: queryArg.contactMessageDto,
      }),
    }),
    listContactMessages: build.query<
      ListContactMessagesApiResponse,
      ListContactMessagesApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/contact-messages`,
        params: {
          limit: queryArg.limit,
          offset: queryArg.offset,
          handled: queryArg.handled,
        },
      }),
    }),
    markContactMessage: build.mutation<
      MarkContactMessageApiResponse,
      MarkContactMessageApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/contact-messages/${queryArg.id}`,
        method: "PATCH",
        body: queryArg.markHandledDto,
      }),
    }),
    listCuisines: build.query<ListCuisinesApiResponse, ListCuisinesApiArg>({
      query: () => ({ url: `/api/cuisines` }),
    }),
    listPopularCuisines: build.query<
      ListPopularCuisinesApiResponse,
      ListPopularCuisinesApiArg
    >({
      query: (queryArg) => ({
        url: `/api/cuisines/popular`,
        params: {
          limit: queryArg.limit,
        },
      }),
    }),
    listAdminCuisines: build.query<
      ListAdminCuisinesApiResponse,
      ListAdminCuisinesApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/cuisines`,
        params: {
          limit: queryArg.limit,
          offset: queryArg.offset,
          order: queryArg.order,
          sortBy: queryArg.sortBy,
          search: queryArg.search,
        },
      }),
    }),
    createCuisine: build.mutation<
      CreateCuisineApiResponse,
      CreateCuisineApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/cuisines`,
        method: "POST",
        body: queryArg.createCuisineDto,
      }),
    }),
    updateCuisine: build.mutation<
      UpdateCuisineApiResponse,
      UpdateCuisineApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/cuisines/${queryArg.id}`,
        method: "PATCH",
        body: queryArg.updateCuisineDto,
      }),
    }),
    deleteCuisine: build.mutation<
      DeleteCuisineApiResponse,
      DeleteCuisineApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/cuisines/${queryArg.id}`,
        method: "DELETE",
      }),
    }),
    listRecipes: build.query<ListRecipesApiResponse, ListRecipesApiArg>({
      query: (queryArg) => ({
        url: `/api/recipes`,
        params: {
          limit: queryArg.limit,
          offset: queryArg.offset,
          tags: queryArg.tags,
          maxMinutes: queryArg.maxMinutes,
          freeFrom: queryArg.freeFrom,
          have: queryArg.have,
          maxMissing: queryArg.maxMissing,
          isApproved: queryArg.isApproved,
          sortBy: queryArg.sortBy,
          search: queryArg.search,
          cuisine: queryArg.cuisine,
          authorId: queryArg.authorId,
        },
      }),
    }),
    createRecipe: build.mutation<CreateRecipeApiResponse, CreateRecipeApiArg>({
      query: (queryArg) => ({
        url: `/api/recipes`,
        method: "POST",
        body: queryArg.createRecipeFormDto,
      }),
    }),
    pantryFoods: build.query<PantryFoodsApiResponse, PantryFoodsApiArg>({
      query: () => ({ url: `/api/recipes/pantry-foods` }),
    }),
    freeFromCounts: build.query<
      FreeFromCountsApiResponse,
      FreeFromCountsApiArg
    >({
      query: (queryArg) => ({
        url: `/api/recipes/free-from-counts`,
        params: {
          limit: queryArg.limit,
          offset: queryArg.offset,
          tags: queryArg.tags,
          maxMinutes: queryArg.maxMinutes,
          freeFrom: queryArg.freeFrom,
          have: queryArg.have,
          maxMissing: queryArg.maxMissing,
          isApproved: queryArg.isApproved,
          sortBy: queryArg.sortBy,
          search: queryArg.search,
          cuisine: queryArg.cuisine,
          authorId: queryArg.authorId,
        },
      }),
    }),
    getRecipe: build.query<GetRecipeApiResponse, GetRecipeApiArg>({
      query: (queryArg) => ({ url: `/api/recipes/${queryArg.id}` }),
    }),
    updateRecipe: build.mutation<UpdateRecipeApiResponse, UpdateRecipeApiArg>({
      query: (queryArg) => ({
        url: `/api/recipes/${queryArg.id}`,
        method: "PUT",
        body: queryArg.recipeInputDto,
      }),
    }),
    deleteRecipe: build.mutation<DeleteRecipeApiResponse, DeleteRecipeApiArg>({
      query: (queryArg) => ({
        url: `/api/recipes/${queryArg.id}`,
        method: "DELETE",
      }),
    }),
    replaceRecipeImages: build.mutation<
      ReplaceRecipeImagesApiResponse,
      ReplaceRecipeImagesApiArg
    >({
      query: (queryArg) => ({
        url: `/api/recipes/${queryArg.id}/images`,
        method: "PUT",
        body: queryArg.recipeImagesFormDto,
      }),
    }),
    readIngredients: build.mutation<
      ReadIngredientsApiResponse,
      ReadIngredientsApiArg
    >({
      query: (queryArg) => ({
        url: `/api/recipes/read-ingredients`,
        method: "POST",
        body: queryArg.readIngredientsDto,
      }),
    }),
    listMyRecipes: build.query<ListMyRecipesApiResponse, ListMyRecipesApiArg>({
      query: (queryArg) => ({
        url: `/api/my-recipes`,
        params: {
          limit: queryArg.limit,
          offset: queryArg.offset,
          sortBy: queryArg.sortBy,
        },
      }),
    }),
    listAdminRecipes: build.query<
      ListAdminRecipesApiResponse,
      ListAdminRecipesApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/recipes`,
        params: {
          limit: queryArg.limit,
          offset: queryArg.offset,
          order: queryArg.order,
          sortBy: queryArg.sortBy,
          status: queryArg.status,
          flagged: queryArg.flagged,
          search: queryArg.search,
        },
      }),
    }),
    setRecipeApproval: build.mutation<
      SetRecipeApprovalApiResponse,
      SetRecipeApprovalApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/recipes/${queryArg.id}`,
        method: "PATCH",
        body: queryArg.recipeApprovalDto,
      }),
    }),
    deleteAnyRecipe: build.mutation<
      DeleteAnyRecipeApiResponse,
      DeleteAnyRecipeApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/recipes/${queryArg.id}`,
        method: "DELETE",
      }),
    }),
    listFavorites: build.query<ListFavoritesApiResponse, ListFavoritesApiArg>({
      query: (queryArg) => ({
        url: `/api/favorites`,
        params: {
          limit: queryArg.limit,
          offset: queryArg.offset,
        },
      }),
    }),
    addFavorite: build.mutation<AddFavoriteApiResponse, AddFavoriteApiArg>({
      query: (queryArg) => ({
        url: `/api/favorites`,
        method: "POST",
        body: queryArg.addFavoriteDto,
      }),
    }),
    removeFavorite: build.mutation<
      RemoveFavoriteApiResponse,
      RemoveFavoriteApiArg
    >({
      query: (queryArg) => ({
        url: `/api/favorites/${queryArg.recipeId}`,
        method: "DELETE",
      }),
    }),
    checkFavorite: build.query<CheckFavoriteApiResponse, CheckFavoriteApiArg>({
      query: (queryArg) => ({
        url: `/api/favorites/${queryArg.recipeId}/check`,
      }),
    }),
    listReviews: build.query<ListReviewsApiResponse, ListReviewsApiArg>({
      query: (queryArg) => ({
        url: `/api/recipes/${queryArg.id}/reviews`,
        params: {
          limit: queryArg.limit,
          offset: queryArg.offset,
          sortBy: queryArg.sortBy,
        },
      }),
    }),
    createReview: build.mutation<CreateReviewApiResponse, CreateReviewApiArg>({
      query: (queryArg) => ({
        url: `/api/recipes/${queryArg.id}/reviews`,
        method: "POST",
        body: queryArg.createReviewFormDto,
      }),
    }),
    updateReview: build.mutation<UpdateReviewApiResponse, UpdateReviewApiArg>({
      query: (queryArg) => ({
        url: `/api/reviews/${queryArg.id}`,
        method: "PATCH",
        body: queryArg.updateReviewDto,
      }),
    }),
    deleteReview: build.mutation<DeleteReviewApiResponse, DeleteReviewApiArg>({
      query: (queryArg) => ({
        url: `/api/reviews/${queryArg.id}`,
        method: "DELETE",
      }),
    }),
    replyToReview: build.mutation<
      ReplyToReviewApiResponse,
      ReplyToReviewApiArg
    >({
      query: (queryArg) => ({
        url: `/api/reviews/${queryArg.id}/replies`,
        method: "POST",
        body: queryArg.replyInputDto,
      }),
    }),
    updateReply: build.mutation<UpdateReplyApiResponse, UpdateReplyApiArg>({
      query: (queryArg) => ({
        url: `/api/review-replies/${queryArg.id}`,
        method: "PATCH",
        body: queryArg.replyInputDto,
      }),
    }),
    deleteReply: build.mutation<DeleteReplyApiResponse, DeleteReplyApiArg>({
      query: (queryArg) => ({
        url: `/api/review-replies/${queryArg.id}`,
        method: "DELETE",
      }),
    }),
    markHelpful: build.mutation<MarkHelpfulApiResponse, MarkHelpfulApiArg>({
      query: (queryArg) => ({
        url: `/api/reviews/${queryArg.id}/helpful`,
        method: "PUT",
      }),
    }),
    unmarkHelpful: build.mutation<
      UnmarkHelpfulApiResponse,
      UnmarkHelpfulApiArg
    >({
      query: (queryArg) => ({
        url: `/api/reviews/${queryArg.id}/helpful`,
        method: "DELETE",
      }),
    }),
    listShoppingList: build.query<
      ListShoppingListApiResponse,
      ListShoppingListApiArg
    >({
      query: () => ({ url: `/api/shopping-list` }),
    }),
    clearShoppingList: build.mutation<
      ClearShoppingListApiResponse,
      ClearShoppingListApiArg
    >({
      query: (queryArg) => ({
        url: `/api/shopping-list`,
        method: "DELETE",
        params: {
          checked: queryArg.checked,
        },
      }),
    }),
    addRecipeToShoppingList: build.mutation<
      AddRecipeToShoppingListApiResponse,
      AddRecipeToShoppingListApiArg
    >({
      query: (queryArg) => ({
        url: `/api/shopping-list/recipes/${queryArg.id}`,
        method: "POST",
        body: queryArg.addRecipeToShoppingListDto,
      }),
    }),
    addShoppingItem: build.mutation<
      AddShoppingItemApiResponse,
      AddShoppingItemApiArg
    >({
      query: (queryArg) => ({
        url: `/api/shopping-list/items`,
        method: "POST",
        body: queryArg.addShoppingItemDto,
      }),
    }),
    updateShoppingItem: build.mutation<
      UpdateShoppingItemApiResponse,
      UpdateShoppingItemApiArg
    >({
      query: (queryArg) => ({
        url: `/api/shopping-list/items/${queryArg.itemId}`,
        method: "PATCH",
        body: queryArg.updateShoppingItemDto,
      }),
    }),
    removeShoppingItem: build.mutation<
      RemoveShoppingItemApiResponse,
      RemoveShoppingItemApiArg
    >({
      query: (queryArg) => ({
        url: `/api/shopping-list/items/${queryArg.itemId}`,
        method: "DELETE",
      }),
    }),
    swapVotes: build.query<SwapVotesApiResponse, SwapVotesApiArg>({
      query: (queryArg) => ({ url: `/api/recipes/${queryArg.id}/swap-votes` }),
    }),
    sayWorked: build.mutation<SayWorkedApiResponse, SayWorkedApiArg>({
      query: (queryArg) => ({
        url: `/api/recipes/${queryArg.id}/swap-votes/${queryArg.key}`,
        method: "PUT",
      }),
    }),
    takeBack: build.mutation<TakeBackApiResponse, TakeBackApiArg>({
      query: (queryArg) => ({
        url: `/api/recipes/${queryArg.id}/swap-votes/${queryArg.key}`,
        method: "DELETE",
      }),
    }),
    getCook: build.query<GetCookApiResponse, GetCookApiArg>({
      query: (queryArg) => ({ url: `/api/cooks/${queryArg.id}` }),
    }),
    followCook: build.mutation<FollowCookApiResponse, FollowCookApiArg>({
      query: (queryArg) => ({
        url: `/api/cooks/${queryArg.id}/follow`,
        method: "POST",
      }),
    }),
    unfollowCook: build.mutation<UnfollowCookApiResponse, UnfollowCookApiArg>({
      query: (queryArg) => ({
        url: `/api/cooks/${queryArg.id}/follow`,
        method: "DELETE",
      }),
    }),
    listFollowingRecipes: build.query<
      ListFollowingRecipesApiResponse,
      ListFollowingRecipesApiArg
    >({
      query: (queryArg) => ({
        url: `/api/following/recipes`,
        params: {
          limit: queryArg.limit,
          offset: queryArg.offset,
        },
      }),
    }),
    listCollections: build.query<
      ListCollectionsApiResponse,
      ListCollectionsApiArg
    >({
      query: (queryArg) => ({
        url: `/api/collections`,
        params: {
          recipeId: queryArg.recipeId,
        },
      }),
    }),
    createCollection: build.mutation<
      CreateCollectionApiResponse,
      CreateCollectionApiArg
    >({
      query: (queryArg) => ({
        url: `/api/collections`,
        method: "POST",
        body: queryArg.collectionInputDto,
      }),
    }),
    getCollection: build.query<GetCollectionApiResponse, GetCollectionApiArg>({
      query: (queryArg) => ({ url: `/api/collections/${queryArg.id}` }),
    }),
    updateCollection: build.mutation<
      UpdateCollectionApiResponse,
      UpdateCollectionApiArg
    >({
      query: (queryArg) => ({
        url: `/api/collections/${queryArg.id}`,
        method: "PATCH",
        body: queryArg.collectionChangeDto,
      }),
    }),
    deleteCollection: build.mutation<
      DeleteCollectionApiResponse,
      DeleteCollectionApiArg
    >({
      query: (queryArg) => ({
        url: `/api/collections/${queryArg.id}`,
        method: "DELETE",
      }),
    }),
    listCollectionRecipes: build.query<
      ListCollectionRecipesApiResponse,
      ListCollectionRecipesApiArg
    >({
      query: (queryArg) => ({
        url: `/api/collections/${queryArg.id}/recipes`,
        params: {
          limit: queryArg.limit,
          offset: queryArg.offset,
        },
      }),
    }),
    addCollectionRecipe: build.mutation<
      AddCollectionRecipeApiResponse,
      AddCollectionRecipeApiArg
    >({
      query: (queryArg) => ({
        url: `/api/collections/${queryArg.id}/recipes/${queryArg.recipeId}`,
        method: "PUT",
      }),
    }),
    removeCollectionRecipe: build.mutation<
      RemoveCollectionRecipeApiResponse,
      RemoveCollectionRecipeApiArg
    >({
      query: (queryArg) => ({
        url: `/api/collections/${queryArg.id}/recipes/${queryArg.recipeId}`,
        method: "DELETE",
      }),
    }),
    listNotifications: build.query<
      ListNotificationsApiResponse,
      ListNotificationsApiArg
    >({
      query: (queryArg) => ({
        url: `/api/notifications`,
        params: {
          limit: queryArg.limit,
          offset: queryArg.offset,
        },
      }),
    }),
    countUnreadNotifications: build.query<
      CountUnreadNotificationsApiResponse,
      CountUnreadNotificationsApiArg
    >({
      query: () => ({ url: `/api/notifications/unread-count` }),
    }),
    markNotificationRead: build.mutation<
      MarkNotificationReadApiResponse,
      MarkNotificationReadApiArg
    >({
      query: (queryArg) => ({
        url: `/api/notifications/${queryArg.id}/read`,
        method: "PUT",
      }),
    }),
    markAllNotificationsRead: build.mutation<
      MarkAllNotificationsReadApiResponse,
      MarkAllNotificationsReadApiArg
    >({
      query: () => ({ url: `/api/notifications/read-all`, method: "POST" }),
    }),
    notificationSettings: build.query<
      NotificationSettingsApiResponse,
      NotificationSettingsApiArg
    >({
      query: () => ({ url: `/api/notifications/settings` }),
    }),
    saveNotificationSettings: build.mutation<
      SaveNotificationSettingsApiResponse,
      SaveNotificationSettingsApiArg
    >({
      query: (queryArg) => ({
        url: `/api/notifications/settings`,
        method: "PUT",
        body: queryArg.notificationSettingsDto,
      }),
    }),
    unsubscribeFromEmails: build.mutation<
      UnsubscribeFromEmailsApiResponse,
      UnsubscribeFromEmailsApiArg
    >({
      query: (queryArg) => ({
        url: `/api/notifications/unsubscribe`,
        method: "POST",
        body: queryArg.oneClickDto,
        params: {
          kind: queryArg.kind,
          user: queryArg.user,
          token: queryArg.token,
        },
      }),
    }),
    createReport: build.mutation<CreateReportApiResponse, CreateReportApiArg>({
      query: (queryArg) => ({
        url: `/api/reports`,
        method: "POST",
        body: queryArg.reportInputDto,
      }),
    }),
    listReports: build.query<ListReportsApiResponse, ListReportsApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/reports`,
        params: {
          limit: queryArg.limit,
          offset: queryArg.offset,
        },
      }),
    }),
    moderate: build.mutation<ModerateApiResponse, ModerateApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/moderation`,
        method: "POST",
        body: queryArg.moderationInputDto,
      }),
    }),
    listModerationLog: build.query<
      ListModerationLogApiResponse,
      ListModerationLogApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/moderation-log`,
        params: {
          limit: queryArg.limit,
          offset: queryArg.offset,
        },
      }),
    }),
    downloadAccountData: build.query<
      DownloadAccountDataApiResponse,
      DownloadAccountDataApiArg
    >({
      query: () => ({ url: `/api/auth/user/data` }),
    }),
    getAdminStats: build.query<GetAdminStatsApiResponse, GetAdminStatsApiArg>({
      query: () => ({ url: `/api/admin/stats` }),
    }),
    listAdminUsers: build.query<
      ListAdminUsersApiResponse,
      ListAdminUsersApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/users`,
        params: {
          limit: queryArg.limit,
          offset: queryArg.offset,
          order: queryArg.order,
          sortBy: queryArg.sortBy,
          search: queryArg.search,
        },
      }),
    }),
    updateUser: build.mutation<UpdateUserApiResponse, UpdateUserApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/users/${queryArg.id}`,
        method: "PATCH",
        body: queryArg.updateUserDto,
      }),
    }),
    deleteUser: build.mutation<DeleteUserApiResponse, DeleteUserApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/users/${queryArg.id}`,
        method: "DELETE",
      }),
    }),
    importCsv: build.mutation<ImportCsvApiResponse, ImportCsvApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/import-csv`,
        method: "POST",
        body: queryArg.importCsvFormDto,
      }),
    }),
    previewCsv: build.mutation<PreviewCsvApiResponse, PreviewCsvApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/import-csv/preview`,
        method: "POST",
        body: queryArg.importPreviewFormDto,
      }),
    }),
    listImports: build.query<ListImportsApiResponse, ListImportsApiArg>({
      query: () => ({ url: `/api/admin/imports` }),
    }),
    getImport: build.query<GetImportApiResponse, GetImportApiArg>({
      query: (queryArg) => ({ url: `/api/admin/imports/${queryArg.jobId}` }),
    }),
    getImportProblems: build.query<
      GetImportProblemsApiResponse,
      GetImportProblemsApiArg
    >({
      query: (queryArg) => ({
        url: `/api/admin/imports/${queryArg.jobId}/problems.csv`,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as plantryApi };
export type GetHealthApiResponse =
  /** status 200 Every service answers */ HealthDto;
export type GetHealthApiArg = void;
export type UpdateCurrentUserApiResponse = /** status 200  */ UserDto;
export type UpdateCurrentUserApiArg = {
  updateProfileDto: UpdateProfileDto;
};
export type GetCurrentUserApiResponse =
  /** status 200 The signed-in user */ UserDto;
export type GetCurrentUserApiArg = void;
export type DeleteOwnAccountApiResponse = unknown;
export type DeleteOwnAccountApiArg = {
  deleteAccountDto: DeleteAccountDto;
};
export type ReplaceAvatarApiResponse = /** status 200  */ UserDto;
export type ReplaceAvatarApiArg = {
  avatarFormDto: AvatarFormDto;
};
export type RemoveAvatarApiResponse = /** status 200  */ UserDto;
export type RemoveAvatarApiArg = void;
export type UpgradeRoleApiResponse = /** status 200  */ UserDto;
export type UpgradeRoleApiArg = {
  upgradeRoleDto: UpgradeRoleDto;
};
export type GetCaptchaApiResponse = /** status 200  */ CaptchaDto;
export type GetCaptchaApiArg = void;
export type RegisterApiResponse = /** status 201  */ MessageDto;
export type RegisterApiArg = {
  registerDto: RegisterDto;
};
export type VerifyEmailApiResponse = /** status 200  */ VerifyEmailResultDto;
export type VerifyEmailApiArg = {
  verifyEmailDto: VerifyEmailDto;
};
export type SignInAfterVerificationApiResponse = /** status 200  */ UserDto;
export type SignInAfterVerificationApiArg = void;
export type ResendVerificationApiResponse = /** status 200  */ MessageDto;
export type ResendVerificationApiArg = {
  emailDto: EmailDto;
};
export type ForgotPasswordApiResponse = /** status 200  */ MessageDto;
export type ForgotPasswordApiArg = {
  emailDto: EmailDto;
};
export type ResetPasswordApiResponse = /** status 200  */ MessageDto;
export type ResetPasswordApiArg = {
  resetPasswordDto: ResetPasswordDto;
};
export type LoginApiResponse = /** status 200  */ UserDto;
export type LoginApiArg = {
  loginDto: LoginDto;
};
export type LoginEntryApiResponse = unknown;
export type LoginEntryApiArg = {
  /** A path on this site to return to */
  returnTo?: string;
};
export type LogoutApiResponse = unknown;
export type LogoutApiArg = void;
export type SendContactMessageApiResponse = /** status 201  */ MessageDto;
export type SendContactMessageApiArg = {
  contactMessageDto: ContactMessageDto;
};
export type ListContactMessagesApiResponse =
  /** status 200  */ AdminContactMessagePageDto;
export type ListContactMessagesApiArg = {
  limit?: number;
  offset?: number;
  /** false: only messages waiting; true: only handled ones; all when left out. Newest first. */
  handled?: boolean;
};
export type MarkContactMessageApiResponse =
  /** status 200  */ AdminContactMessageDto;
export type MarkContactMessageApiArg = {
  id: number;
  markHandledDto: MarkHandledDto;
};
export type ListCuisinesApiResponse = /** status 200  */ CuisineDto[];
export type ListCuisinesApiArg = void;
export type ListPopularCuisinesApiResponse =
  /** status 200  */ PopularCuisineDto[];
export type ListPopularCuisinesApiArg = {
  limit?: number;
};
export type ListAdminCuisinesApiResponse =
  /** status 200  */ AdminCuisinePageDto;
export type ListAdminCuisinesApiArg = {
  limit?: number;
  offset?: number;
  /** Sort direction; desc unless given. */
  order?: SortOrder;
  /** createdAt (default), name or recipeCount. */
  sortBy?: AdminCuisineSort;
  /** Text to look for (part of a name, an email or a title). */
  search?: string;
};
export type CreateCuisineApiResponse = /** status 201  */ AdminCuisineDto;
export type CreateCuisineApiArg = {
  createCuisineDto: CreateCuisineDto;
};
export type UpdateCuisineApiResponse = /** status 200  */ AdminCuisineDto;
export type UpdateCuisineApiArg = {
  id: number;
  updateCuisineDto: UpdateCuisineDto;
};
export type DeleteCuisineApiResponse = unknown;
export type DeleteCuisineApiArg = {
  id: number;
};
export type ListRecipesApiResponse = /** status 200  */ RecipePageDto;
export type ListRecipesApiArg = {
  limit?: number;
  offset?: number;
  /** Comma-separated tags; a recipe must have all of them. */
  tags?: string;
  /** Only recipes ready in at most this many minutes, prep plus cook (either may be unknown);
    recipes with neither time are left out. */
  maxMinutes?: number;
  /** Any of: gluten, soy, tree-nuts, peanuts, sesame, oil. */
  freeFrom?: ("gluten" | "soy" | "tree-nuts" | "peanuts" | "sesame" | "oil")[];
  /** "What can I cook?": foods one has (comma-separated; plurals and descriptors such as 'fresh' or
    'large' do not matter). Only recipes with a line of one of them, ranked by how few of their
    lines none of them satisfies (salt, pepper, water and oils never count), each card with its
    `missing` lines; `sortBy` does not apply. */
  have?: string;
  /** With `have`: at most this many ingredient lines missing (3, PANTRY.maxMissingDefault, when not given). */
  maxMissing?: number;
  /** Only approved (true) or only pending (false) recipes; visitors only ever see approved ones. */
  isApproved?: boolean;
  /** newest (default), rating (Bayesian average), popular (favourites plus reviews), relevance (the
    default when searching), or featured: recipes with a photo first, then the best-loved (a
    Bayesian average in which a favourite counts as a five-star vote); over the whole catalogue
    (no search, cuisine, tags, author, time or free-from key) it leaves out the newest 10 (the home page's Latest row)
    once there are at least 20 approved recipes. */
  sortBy?:
    "newest" | "rating" | "popular" | "relevance" | "featured" | "trending";
  /** Words to find in titles, descriptions, ingredients and tags (prefixes match: 'chick' finds 'chickpea'). */
  search?: string;
  /** A cuisine name, any case. */
  cuisine?: string;
  authorId?: number;
};
export type CreateRecipeApiResponse = /** status 201  */ RecipeDetailDto;
export type CreateRecipeApiArg = {
  createRecipeFormDto: CreateRecipeFormDto;
};
export type PantryFoodsApiResponse = /** status 200  */ PantryFoodsDto;
export type PantryFoodsApiArg = void;
export type FreeFromCountsApiResponse = /** status 200  */ FreeFromCountsDto;
export type FreeFromCountsApiArg = {
  limit?: number;
  offset?: number;
  /** Comma-separated tags; a recipe must have all of them. */
  tags?: string;
  /** Only recipes ready in at most this many minutes, prep plus cook (either may be unknown);
    recipes with neither time are left out. */
  maxMinutes?: number;
  /** Any of: gluten, soy, tree-nuts, peanuts, sesame, oil. */
  freeFrom?: ("gluten" | "soy" | "tree-nuts" | "peanuts" | "sesame" | "oil")[];
  /** "What can I cook?": foods one has (comma-separated; plurals and descriptors such as 'fresh' or
    'large' do not matter). Only recipes with a line of one of them, ranked by how few of their
    lines none of them satisfies (salt, pepper, water and oils never count), each card with its
    `missing` lines; `sortBy` does not apply. */
  have?: string;
  /** With `have`: at most this many ingredient lines missing (3, PANTRY.maxMissingDefault, when not given). */
  maxMissing?: number;
  /** Only approved (true) or only pending (false) recipes; visitors only ever see approved ones. */
  isApproved?: boolean;
  /** newest (default), rating (Bayesian average), popular (favourites plus reviews), relevance (the
    default when searching), or featured: recipes with a photo first, then the best-loved (a
    Bayesian average in which a favourite counts as a five-star vote); over the whole catalogue
    (no search, cuisine, tags, author, time or free-from key) it leaves out the newest 10 (the home page's Latest row)
    once there are at least 20 approved recipes. */
  sortBy?:
    "newest" | "rating" | "popular" | "relevance" | "featured" | "trending";
  /** Words to find in titles, descriptions, ingredients and tags (prefixes match: 'chick' finds 'chickpea'). */
  search?: string;
  /** A cuisine name, any case. */
  cuisine?: string;
  authorId?: number;
};
export type GetRecipeApiResponse = /** status 200  */ RecipeDetailDto;
export type GetRecipeApiArg = {
  id: number;
};
export type UpdateRecipeApiResponse = /** status 200  */ RecipeDetailDto;
export type UpdateRecipeApiArg = {
  id: number;
  recipeInputDto: RecipeInputDto;
};
export type DeleteRecipeApiResponse = unknown;
export type DeleteRecipeApiArg = {
  id: number;
};
export type ReplaceRecipeImagesApiResponse = /** status 200  */ RecipeDetailDto;
export type ReplaceRecipeImagesApiArg = {
  id: number;
  recipeImagesFormDto: RecipeImagesFormDto;
};
export type ReadIngredientsApiResponse =
  /** status 200  */ IngredientReadingsDto;
export type ReadIngredientsApiArg = {
  readIngredientsDto: ReadIngredientsDto;
};
export type ListMyRecipesApiResponse = /** status 200  */ MyRecipesPageDto;
export type ListMyRecipesApiArg = {
  limit?: number;
  offset?: number;
  /** newest (default), oldest or rating. */
  sortBy?: "newest" | "oldest" | "rating";
};
export type ListAdminRecipesApiResponse = /** status 200  */ AdminRecipePageDto;
export type ListAdminRecipesApiArg = {
  limit?: number;
  offset?: number;
  /** Sort direction; desc unless given. */
  order?: SortOrder;
  /** createdAt (default), title, author or cuisine. */
  sortBy?: AdminRecipeSort;
  /** all (default), pending (waiting for review) or approved. */
  status?: AdminRecipeStatus;
  /** true: only recipes the vegan check flags; false: only those it does not. */
  flagged?: boolean;
  /** Text to look for (part of a name, an email or a title). */
  search?: string;
};
export type SetRecipeApprovalApiResponse = /** status 200  */ RecipeDetailDto;
export type SetRecipeApprovalApiArg = {
  id: number;
  recipeApprovalDto: RecipeApprovalDto;
};
export type DeleteAnyRecipeApiResponse = unknown;
export type DeleteAnyRecipeApiArg = {
  id: number;
};
export type ListFavoritesApiResponse = /** status 200  */ FavoritePageDto;
export type ListFavoritesApiArg = {
  limit?: number;
  offset?: number;
};
export type AddFavoriteApiResponse = /** status 200  */ FavoriteStatusDto;
export type AddFavoriteApiArg = {
  addFavoriteDto: AddFavoriteDto;
};
export type RemoveFavoriteApiResponse = /** status 200  */ FavoriteStatusDto;
export type RemoveFavoriteApiArg = {
  recipeId: number;
};
export type CheckFavoriteApiResponse = /** status 200  */ FavoriteStatusDto;
export type CheckFavoriteApiArg = {
  recipeId: number;
};
export type ListReviewsApiResponse = /** status 200  */ ReviewPageDto;
export type ListReviewsApiArg = {
  id: number;
  limit?: number;
  offset?: number;
  /** newest (default) or helpful: most marked helpful first, the newest first among equals. */
  sortBy?: "newest" | "helpful";
};
export type CreateReviewApiResponse = /** status 201  */ ReviewDto;
export type CreateReviewApiArg = {
  id: number;
  createReviewFormDto: CreateReviewFormDto;
};
export type UpdateReviewApiResponse = /** status 200  */ ReviewDto;
export type UpdateReviewApiArg = {
  id: number;
  updateReviewDto: UpdateReviewDto;
};
export type DeleteReviewApiResponse = unknown;
export type DeleteReviewApiArg = {
  id: number;
};
export type ReplyToReviewApiResponse = /** status 201  */ ReviewReplyDto;
export type ReplyToReviewApiArg = {
  id: number;
  replyInputDto: ReplyInputDto;
};
export type UpdateReplyApiResponse = /** status 200  */ ReviewReplyDto;
export type UpdateReplyApiArg = {
  id: number;
  replyInputDto: ReplyInputDto;
};
export type DeleteReplyApiResponse = unknown;
export type DeleteReplyApiArg = {
  id: number;
};
export type MarkHelpfulApiResponse = /** status 200  */ HelpfulStateDto;
export type MarkHelpfulApiArg = {
  id: number;
};
export type UnmarkHelpfulApiResponse = /** status 200  */ HelpfulStateDto;
export type UnmarkHelpfulApiArg = {
  id: number;
};
export type ListShoppingListApiResponse = /** status 200  */ ShoppingListDto;
export type ListShoppingListApiArg = void;
export type ClearShoppingListApiResponse = unknown;
export type ClearShoppingListApiArg = {
  /** true: only the checked items; false: only the unchecked ones; left out: every item. */
  checked?: boolean;
};
export type AddRecipeToShoppingListApiResponse =
  /** status 200  */ ShoppingListDto;
export type AddRecipeToShoppingListApiArg = {
  id: number;
  addRecipeToShoppingListDto: AddRecipeToShoppingListDto;
};
export type AddShoppingItemApiResponse = /** status 200  */ ShoppingListDto;
export type AddShoppingItemApiArg = {
  addShoppingItemDto: AddShoppingItemDto;
};
export type UpdateShoppingItemApiResponse = /** status 200  */ ShoppingItemDto;
export type UpdateShoppingItemApiArg = {
  itemId: number;
  updateShoppingItemDto: UpdateShoppingItemDto;
};
export type RemoveShoppingItemApiResponse = unknown;
export type RemoveShoppingItemApiArg = {
  itemId: number;
};
export type SwapVotesApiResponse = /** status 200  */ SwapVotesDto;
export type SwapVotesApiArg = {
  id: number;
};
export type SayWorkedApiResponse = /** status 200  */ SwapVotesDto;
export type SayWorkedApiArg = {
  id: number;
  key: string;
};
export type TakeBackApiResponse = /** status 200  */ SwapVotesDto;
export type TakeBackApiArg = {
  id: number;
  key: string;
};
export type GetCookApiResponse = /** status 200  */ CookProfileDto;
export type GetCookApiArg = {
  id: number;
};
export type FollowCookApiResponse = /** status 200  */ FollowStateDto;
export type FollowCookApiArg = {
  id: number;
};
export type UnfollowCookApiResponse = /** status 200  */ FollowStateDto;
export type UnfollowCookApiArg = {
  id: number;
};
export type ListFollowingRecipesApiResponse = /** status 200  */ RecipePageDto;
export type ListFollowingRecipesApiArg = {
  limit?: number;
  offset?: number;
};
export type ListCollectionsApiResponse =
  /** status 200  */ CollectionSummaryDto[];
export type ListCollectionsApiArg = {
  recipeId?: number;
};
export type CreateCollectionApiResponse = /** status 201  */ CollectionDto;
export type CreateCollectionApiArg = {
  collectionInputDto: CollectionInputDto;
};
export type GetCollectionApiResponse = /** status 200  */ CollectionDto;
export type GetCollectionApiArg = {
  id: number;
};
export type UpdateCollectionApiResponse = /** status 200  */ CollectionDto;
export type UpdateCollectionApiArg = {
  id: number;
  collectionChangeDto: CollectionChangeDto;
};
export type DeleteCollectionApiResponse = unknown;
export type DeleteCollectionApiArg = {
  id: number;
};
export type ListCollectionRecipesApiResponse =
  /** status 200  */ CollectionRecipePageDto;
export type ListCollectionRecipesApiArg = {
  id: number;
  limit?: number;
  offset?: number;
};
export type AddCollectionRecipeApiResponse =
  /** status 200  */ CollectionEntryDto;
export type AddCollectionRecipeApiArg = {
  id: number;
  recipeId: number;
};
export type RemoveCollectionRecipeApiResponse =
  /** status 200  */ CollectionEntryDto;
export type RemoveCollectionRecipeApiArg = {
  id: number;
  recipeId: number;
};
export type ListNotificationsApiResponse =
  /** status 200  */ NotificationPageDto;
export type ListNotificationsApiArg = {
  limit?: number;
  offset?: number;
};
export type CountUnreadNotificationsApiResponse =
  /** status 200  */ UnreadCountDto;
export type CountUnreadNotificationsApiArg = void;
export type MarkNotificationReadApiResponse = unknown;
export type MarkNotificationReadApiArg = {
  id: number;
};
export type MarkAllNotificationsReadApiResponse = unknown;
export type MarkAllNotificationsReadApiArg = void;
export type NotificationSettingsApiResponse =
  /** status 200  */ NotificationSettingDto[];
export type NotificationSettingsApiArg = void;
export type SaveNotificationSettingsApiResponse =
  /** status 200  */ NotificationSettingDto[];
export type SaveNotificationSettingsApiArg = {
  notificationSettingsDto: NotificationSettingsDto;
};
export type UnsubscribeFromEmailsApiResponse =
  /** status 200  */ UnsubscribedDto;
export type UnsubscribeFromEmailsApiArg = {
  kind: "review" | "reply" | "follower" | "approved" | "hidden";
  user: number;
  token: string;
  oneClickDto: OneClickDto;
};
export type CreateReportApiResponse =
  | /** status 200 Already reported by the caller and still open */ ReportDto
  | /** status 201 Reported */ ReportDto;
export type CreateReportApiArg = {
  reportInputDto: ReportInputDto;
};
export type ListReportsApiResponse = /** status 200  */ ReportQueuePageDto;
export type ListReportsApiArg = {
  limit?: number;
  offset?: number;
};
export type ModerateApiResponse =
  /** status 201 Done, and the audit log’s line */ ModerationEntryDto;
export type ModerateApiArg = {
  moderationInputDto: ModerationInputDto;
};
export type ListModerationLogApiResponse =
  /** status 200  */ ModerationLogPageDto;
export type ListModerationLogApiArg = {
  limit?: number;
  offset?: number;
};
export type DownloadAccountDataApiResponse =
  /** status 200 A JSON file (Content-Disposition: attachment) */ object;
export type DownloadAccountDataApiArg = void;
export type GetAdminStatsApiResponse = /** status 200  */ AdminStatsDto;
export type GetAdminStatsApiArg = void;
export type ListAdminUsersApiResponse = /** status 200  */ AdminUserPageDto;
export type ListAdminUsersApiArg = {
  limit?: number;
  offset?: number;
  /** Sort direction; desc unless given. */
  order?: SortOrder;
  /** createdAt (default), name, email, role, emailVerified or recipeCount. */
  sortBy?: AdminUserSort;
  /** Text to look for (part of a name, an email or a title). */
  search?: string;
};
export type UpdateUserApiResponse = /** status 200  */ AdminUserDto;
export type UpdateUserApiArg = {
  id: number;
  updateUserDto: UpdateUserDto;
};
export type DeleteUserApiResponse = unknown;
export type DeleteUserApiArg = {
  id: number;
};
export type ImportCsvApiResponse = /** status 202  */ ImportStartedDto;
export type ImportCsvApiArg = {
  importCsvFormDto: ImportCsvFormDto;
};
export type PreviewCsvApiResponse = /** status 200  */ ImportPreviewDto;
export type PreviewCsvApiArg = {
  importPreviewFormDto: ImportPreviewFormDto;
};
export type ListImportsApiResponse = /** status 200  */ ImportListDto;
export type ListImportsApiArg = void;
export type GetImportApiResponse = /** status 200  */ ImportReportDto;
export type GetImportApiArg = {
  jobId: string;
};
export type GetImportProblemsApiResponse = /** status 200  */ string;
export type GetImportProblemsApiArg = {
  jobId: string;
};
export type HealthDto = {
  /** 'ok' when every service answers, else 'error'. */
  status: "error" | "ok";
  /** MariaDB */
  db: "up" | "down";
  /** Redis */
  redis: "up" | "down";
};
export type Role = "registered" | "home_cook" | "admin";
export type UserDto = {
  role: Role;
  id: number;
  firstName: string | null;
  lastName: string | null;
  email: string;
  profileImageUrl: string | null;
  /** What they say of themselves on their cook profile. */
  bio: string | null;
  emailVerified: boolean;
  /** Until then a moderator's suspension keeps the account signed out; null when it is not suspended. */
  suspendedUntil: string | null;
  createdAt: string;
};
export type ErrorDto = {
  /** What went wrong, in words a person understands (a list for field validation errors). */
  message: string | string[];
  /** The HTTP status code. */
  statusCode: number;
  /** The status text, e.g. 'Bad Request'. */
  error: string;
};
export type UpdateProfileDto = {
  /** What they say of themselves on their cook profile, plain text; blank removes it. Left as it is when not sent. */
  bio?: string;
  firstName: string;
  lastName: string;
};
export type DeleteAccountDto = {
  password?: string;
  email?: string;
};
export type AvatarFormDto = {
  /** A photo of the member (JPEG, PNG or WebP, at most 10 MB). */
  avatar: Blob;
};
export type UpgradeRoleDto = {
  /** The only self-service change: a registered member becomes a home cook. */
  role: "home_cook";
};
export type CaptchaDto = {
  /** e.g. 'What is 7 + 5?' */
  question: string;
};
export type MessageDto = {
  message: string;
};
export type RegisterDto = {
  password: string;
  /** The answer to the question of GET /api/captcha. */
  captcha: number;
  email: string;
  firstName: string;
  lastName: string;
};
export type VerifyEmailResultDto = {
  message: string;
  /** The account the link was for, so the page can say whose it is before anyone signs in as it. */
  email: string;
  /** Whether this browser may now sign in as that account with POST /api/verify-email/sign-in (for
    10 minutes, once): only when this very request activated it. */
  signInReady: boolean;
};
export type VerifyEmailDto = {
  token: string;
};
export type EmailDto = {
  email: string;
};
export type ResetPasswordDto = {
  /** The token from the link in the reset email. */
  token: string;
  password: string;
};
export type LoginDto = {
  email: string;
  password: string;
};
export type ContactMessageDto = {
  name: string;
  email: string;
  subject: string;
  message: string;
};
export type AdminContactMessageDto = {
  id: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  createdAt: string;
  /** When an admin marked it handled; null while it waits. */
  handledAt: string | null;
};
export type AdminContactMessagePageDto = {
  items: AdminContactMessageDto[];
  total: number;
  /** Messages not yet handled, whatever the filter. */
  unhandled: number;
  limit: number;
  offset: number;
};
export type MarkHandledDto = {
  /** true marks the message handled; false puts it back among those waiting. */
  handled: boolean;
};
export type CuisineDto = {
  id: number;
  name: string;
  /** The cuisine's emoji; the screens fall back to a plate. */
  emoji: string | null;
  /** Approved recipes of this cuisine. */
  recipeCount: number;
};
export type PopularCuisineDto = {
  cuisine: CuisineDto;
  recipeCount: number;
};
export type AdminCuisineDto = {
  id: number;
  name: string;
  emoji: string | null;
  /** Inactive cuisines are hidden from visitors' lists and the recipe form; their recipes stay. */
  isActive: boolean;
  /** Approved recipes of this cuisine. */
  recipeCount: number;
  createdAt: string;
};
export type AdminCuisinePageDto = {
  items: AdminCuisineDto[];
  total: number;
  limit: number;
  offset: number;
};
export type SortOrder = "asc" | "desc";
export type AdminCuisineSort = "name" | "recipeCount" | "createdAt";
export type CreateCuisineDto = {
  name: string;
  /** true unless given. */
  isActive?: boolean;
  /** An emoji shown beside the name; null removes it. */
  emoji?: string | null;
};
export type UpdateCuisineDto = {
  name?: string;
  /** true unless given. */
  isActive?: boolean;
  /** An emoji shown beside the name; null removes it. */
  emoji?: string | null;
};
export type ImageVariantDto = {
  url: string;
  /** Pixels wide, for srcset's `w` descriptor. */
  width: number;
};
export type ImageVariantsDto = {
  /** The full image's URL (the recipe's featuredImage or one of its galleryImages). */
  url: string;
  width: number;
  height: number;
  /** A tiny blurred preview as a data: URL; null until the images worker has run. */
  placeholder: string | null;
  /** Narrower copies, narrowest first, then the full image; empty until the worker has run. */
  variants: ImageVariantDto[];
};
export type CuisineRefDto = {
  id: number;
  name: string;
};
export type AuthorDto = {
  id: number;
  /** First and last name, else 'Home cook'. */
  name: string;
};
export type RecipeCardDto = {
  id: number;
  title: string;
  description: string;
  featuredImage: string | null;
  /** Size, srcset variants and placeholder of the featured image, when it is a stored upload. */
  featuredImageVariants: ImageVariantsDto | null;
  cuisine: CuisineRefDto | null;
  tags: string[];
  /** The plain average of the reviews, 0 without any. */
  avgRating: number;
  reviewCount: number;
  /** Prep plus cook time in minutes (either may be unknown); null when neither is known. */
  totalMinutes: number | null;
  author: AuthorDto;
  createdAt: string;
  isApproved: boolean;
  /** Only for signed-in callers: whether the recipe is in their favourites. */
  isFavorite?: boolean;
  /** Only in lists asked with `have` ("What can I cook?"): its ingredient lines none of the foods given satisfies, as read. */
  missing?: string[];
};
export type RecipePageDto = {
  items: RecipeCardDto[];
  /** All recipes matching the filters. */
  total: number;
  limit: number;
  offset: number;
};
export type FreeFromKey =
  "gluten" | "soy" | "tree-nuts" | "peanuts" | "sesame" | "oil";
export type IngredientLineDto = {
  /** The line as written (trimmed): a line that cannot be read is shown as it is. */
  text: string;
  /** A heading of the lines after it ('For the sauce:'), not an ingredient. */
  isGroup: boolean;
  /** How much (1.5 for '1 ½', 0.333… for '1/3'); null when the line gives no amount ('salt to taste'). */
  quantity: number | null;
  /** The upper end of a range ('2-3', '2 to 3', '2 or 3'), else null. */
  quantity2: number | null;
  /** The unit, one name for all its spellings and plurals ('cup', 'tablespoon', 'gram', 'fluid ounce', 'can', 'clove'); null for a count ('2 onions'). */
  unit: string | null;
  /** What is measured ('rolled oats'); the whole line when it cannot be read. */
  name: string;
  /** How it is prepared or used ('divided', 'finely chopped', 'to taste', '400 g'), else null. */
  note: string | null;
  /** True when the recipe's author corrected this reading in the editor. */
  corrected?: boolean;
};
export type NutrientsDto = {
  energyKcal: number;
  proteinG: number;
  fatG: number;
  carbohydrateG: number;
  fibreG: number;
  ironMg: number;
  calciumMg: number;
};
export type NutritionDto = {
  /** Ingredient lines that count (headings, water, salt, pepper and small seasonings do not). */
  counted: number;
  /** Of those, the lines matched to a food of the table with a weight: "based on 9 of 11 ingredients". */
  covered: number;
  /** Per serving; null when under 80% of the counted lines are covered or servings are unknown: never a guess. */
  perServing: NutrientsDto | null;
  /** The recipe uses an ingredient usually fortified with vitamin B12 (nutritional yeast, plant milks). */
  fortifiedB12: boolean;
};
export type VeganFlagDto = {
  /** Position of the line in ingredients, from 0. */
  index: number;
  line: string;
  /** The non-vegan word found, e.g. 'honey'. */
  term: string;
};
export type RecipeDetailDto = {
  /** What the recipe is free from: derived from its ingredient lines, as its author corrected it. */
  freeFrom: FreeFromKey[];
  ingredients: string[];
  /** The ingredients read line by line, in the same order as `ingredients`. */
  ingredientLines: IngredientLineDto[];
  /** Nutrition per serving from the ingredient lines, with how many lines it covers (docs/decisions/nutrition.md). */
  nutrition: NutritionDto;
  instructions: string[];
  helpfulNotes: string | null;
  linkToFullRecipe: string | null;
  galleryImages: string[];
  /** Variants of the gallery images that are stored uploads (match them by url). */
  galleryImageVariants: ImageVariantsDto[];
  prepMinutes: number | null;
  cookMinutes: number | null;
  servings: number | null;
  favoriteCount: number;
  authorId: number;
  cuisineId: number | null;
  updatedAt: string;
  /** Only for admins: ingredient lines that look non-vegan. */
  veganFlags?: VeganFlagDto[];
  id: number;
  title: string;
  description: string;
  featuredImage: string | null;
  /** Size, srcset variants and placeholder of the featured image, when it is a stored upload. */
  featuredImageVariants: ImageVariantsDto | null;
  cuisine: CuisineRefDto | null;
  tags: string[];
  /** The plain average of the reviews, 0 without any. */
  avgRating: number;
  reviewCount: number;
  /** Prep plus cook time in minutes (either may be unknown); null when neither is known. */
  totalMinutes: number | null;
  author: AuthorDto;
  createdAt: string;
  isApproved: boolean;
  /** Only for signed-in callers: whether the recipe is in their favourites. */
  isFavorite?: boolean;
  /** Only in lists asked with `have` ("What can I cook?"): its ingredient lines none of the foods given satisfies, as read. */
  missing?: string[];
};
export type IngredientCorrectionDto = {
  quantity: number | null;
  quantity2: number | null;
  /** One of the unit names the answers use ('cup', 'tablespoon', 'gram', 'can'...), or null. */
  unit:
    | (
        | "bag"
        | "block"
        | "bottle"
        | "box"
        | "bunch"
        | "can"
        | "carton"
        | "centimeter"
        | "clove"
        | "container"
        | "cup"
        | "dash"
        | "deciliter"
        | "dozen"
        | "drop"
        | "ear"
        | "fluid ounce"
        | "foot"
        | "gallon"
        | "gram"
        | "handful"
        | "head"
        | "inch"
        | "jar"
        | "kilogram"
        | "knob"
        | "liter"
        | "loaf"
        | "meter"
        | "milligram"
        | "milliliter"
        | "millimeter"
        | "ounce"
        | "pack"
        | "package"
        | "piece"
        | "pinch"
        | "pint"
        | "pound"
        | "quart"
        | "scoop"
        | "sheet"
        | "slice"
        | "sprig"
        | "stalk"
        | "stick"
        | "tablespoon"
        | "teaspoon"
        | "yard"
      )
    | null;
  note: string | null;
  /** The ingredient line this reading is for, as written in `ingredients`. */
  text: string;
  isGroup: boolean;
  name: string;
};
export type CreateRecipeFormDto = {
  /** The ingredient lines. Also accepted as text: a JSON list string, a brace-wrapped list string or one item per line. */
  ingredients: string[];
  /** The author's readings of ingredient lines, to correct how they are read (amount, unit, name,
    note): each matched to a line of `ingredients` by its text. Left out, corrections made before
    stay with their lines while the lines' text is unchanged. In a multipart form, a JSON list. */
  ingredientLines?: IngredientCorrectionDto[];
  /** What the author says the recipe is free from, where the keys derived from its ingredient lines
    are wrong; the recipe's answers then say these. Left out, the author's earlier corrections stay
    and the rest is derived from the lines again. Also accepted as comma-separated text. */
  freeFrom?: ("gluten" | "soy" | "tree-nuts" | "peanuts" | "sesame" | "oil")[];
  /** The steps, in order. Also accepted as text: a JSON list string, a brace-wrapped list string or one item per line. */
  instructions: string[];
  helpfulNotes?: string | null;
  /** A web address (http or https) of the full recipe. */
  linkToFullRecipe?: string | null;
  /** Also accepted as text: a JSON list string or comma-separated tags. */
  tags?: string[];
  /** A cuisine id from GET /api/cuisines; null for none. */
  cuisineId?: number | null;
  prepMinutes?: number | null;
  cookMinutes?: number | null;
  servings?: number | null;
  /** The featured photo (JPEG, PNG, WebP, AVIF or GIF, at most 10 MB). */
  featuredImage?: Blob;
  /** Up to 10 more photos. */
  galleryImages?: Blob[];
  title: string;
  description: string;
};
export type PantryFoodDto = {
  /** A food as lines store it ('chickpea', 'brown rice'): what `have` takes. */
  food: string;
  /** How many recipes have a line of it. */
  recipes: number;
};
export type PantryFoodsDto = {
  /** The foods most recipes have lines of, most first (staples never count). */
  foods: PantryFoodDto[];
};
export type FreeFromCountDto = {
  key: FreeFromKey;
  recipes: number;
};
export type FreeFromCountsDto = {
  /** One for each key, in the order of FREE_FROM_KEYS. */
  counts: FreeFromCountDto[];
};
export type RecipeInputDto = {
  /** The ingredient lines. Also accepted as text: a JSON list string, a brace-wrapped list string or one item per line. */
  ingredients: string[];
  /** The author's readings of ingredient lines, to correct how they are read (amount, unit, name,
    note): each matched to a line of `ingredients` by its text. Left out, corrections made before
    stay with their lines while the lines' text is unchanged. In a multipart form, a JSON list. */
  ingredientLines?: IngredientCorrectionDto[];
  /** What the author says the recipe is free from, where the keys derived from its ingredient lines
    are wrong; the recipe's answers then say these. Left out, the author's earlier corrections stay
    and the rest is derived from the lines again. Also accepted as comma-separated text. */
  freeFrom?: ("gluten" | "soy" | "tree-nuts" | "peanuts" | "sesame" | "oil")[];
  /** The steps, in order. Also accepted as text: a JSON list string, a brace-wrapped list string or one item per line. */
  instructions: string[];
  helpfulNotes?: string | null;
  /** A web address (http or https) of the full recipe. */
  linkToFullRecipe?: string | null;
  /** Also accepted as text: a JSON list string or comma-separated tags. */
  tags?: string[];
  /** A cuisine id from GET /api/cuisines; null for none. */
  cuisineId?: number | null;
  prepMinutes?: number | null;
  cookMinutes?: number | null;
  servings?: number | null;
  title: string;
  description: string;
};
export type RecipeImagesFormDto = {
  /** URLs of the recipe's current images to keep, in order (also as a JSON list string or one per line). The first image of the result is featured. */
  keepImages?: string[];
  /** New photos, placed after the kept ones. */
  images?: Blob[];
};
export type IngredientReadingsDto = {
  lines: IngredientLineDto[];
  /** Every unit name a reading (and a correction) may have. */
  units: string[];
};
export type ReadIngredientsDto = {
  /** The ingredient lines. Also accepted as text: one per line. */
  ingredients: string[];
};
export type MyRecipesPageDto = {
  items: RecipeCardDto[];
  /** All recipes matching the filters. */
  total: number;
  limit: number;
  offset: number;
  /** Reviews of all the caller's recipes, for the 'Total Views' estimate. */
  totalReviews: number;
  /** The caller's recipes waiting for review. */
  pendingCount: number;
};
export type AdminRecipeDto = {
  id: number;
  title: string;
  description: string;
  featuredImage: string | null;
  /** Size, srcset variants and placeholder of the featured image, when it is a stored upload. */
  featuredImageVariants: ImageVariantsDto | null;
  cuisine: CuisineRefDto | null;
  tags: string[];
  /** The plain average of the reviews, 0 without any. */
  avgRating: number;
  reviewCount: number;
  /** Prep plus cook time in minutes (either may be unknown); null when neither is known. */
  totalMinutes: number | null;
  author: AuthorDto;
  createdAt: string;
  isApproved: boolean;
  /** Only for signed-in callers: whether the recipe is in their favourites. */
  isFavorite?: boolean;
  /** Only in lists asked with `have` ("What can I cook?"): its ingredient lines none of the foods given satisfies, as read. */
  missing?: string[];
  authorEmail: string;
  /** Ingredient lines the vegan check flags; empty when none. */
  veganFlags: VeganFlagDto[];
};
export type AdminRecipePageDto = {
  items: AdminRecipeDto[];
  total: number;
  limit: number;
  offset: number;
};
export type AdminRecipeSort = "title" | "author" | "cuisine" | "createdAt";
export type AdminRecipeStatus = "all" | "pending" | "approved";
export type RecipeApprovalDto = {
  /** true publishes the recipe; false takes it back to review. */
  isApproved: boolean;
};
export type FavoriteDto = {
  id: number;
  createdAt: string;
  recipe: RecipeCardDto;
};
export type FavoritePageDto = {
  items: FavoriteDto[];
  /** All of the member's favourites that they can see. */
  total: number;
  limit: number;
  offset: number;
};
export type FavoriteStatusDto = {
  isFavorite: boolean;
};
export type AddFavoriteDto = {
  /** The recipe to save. */
  recipeId: number;
};
export type ReviewerDto = {
  id: number;
  /** First and last name, else 'Home cook'. */
  name: string;
  profileImageUrl: string | null;
};
export type ReviewReplyDto = {
  id: number;
  reviewId: number;
  /** Plain text, line ends kept. */
  body: string;
  createdAt: string;
  updatedAt: string;
  user: ReviewerDto;
  /** Written by the recipe's author (else by an admin). */
  fromAuthor: boolean;
};
export type ReviewDto = {
  id: number;
  recipeId: number;
  /** 1 to 5 stars. */
  rating: number;
  comment: string | null;
  /** URLs of the photos, in the order they were posted. */
  images: string[];
  /** Sizes, srcset variants and placeholders of the photos (match them by url). */
  imageVariants: ImageVariantsDto[];
  createdAt: string;
  updatedAt: string;
  user: ReviewerDto;
  /** Members who marked it helpful. */
  helpfulCount: number;
  /** Only for signed-in callers: whether they marked it helpful. */
  markedHelpful?: boolean;
  /** Answers by the recipe's author or admins, oldest first. */
  replies: ReviewReplyDto[];
  /** Hidden by moderation: shown to its writer only (as `mine`), in no list and not in the rating. */
  hidden: boolean;
};
export type ReviewPageDto = {
  /** Newest first, or most helpful first (sortBy). */
  items: ReviewDto[];
  /** All reviews of the recipe. */
  total: number;
  limit: number;
  offset: number;
  /** Only for signed-in callers: their own review of this recipe, or null when they have none. */
  mine?: ReviewDto | null;
};
export type CreateReviewFormDto = {
  /** Stars, 1 to 5. */
  rating: 1 | 2 | 3 | 4 | 5;
  /** Trimmed; blank means none. */
  comment?: string | null;
  /** Up to 5 photos (JPEG, PNG, WebP, AVIF or GIF, at most 10 MB each). */
  images?: Blob[];
};
export type UpdateReviewDto = {
  rating?: 1 | 2 | 3 | 4 | 5;
  comment?: string | null;
};
export type ReplyInputDto = {
  /** Plain text (line ends kept), 1 to REVIEW_LIMITS.replyMax characters once trimmed. */
  body: string;
};
export type HelpfulStateDto = {
  helpfulCount: number;
  markedHelpful: boolean;
};
export type ShoppingItemRecipeDto = {
  id: number;
  title: string;
};
export type ShoppingItemDto = {
  id: number;
  /** What to buy, as written in a line that brought it; with a count, the spelling that agrees with it ('3 onions'). */
  name: string;
  /** How much, in `unit`: the amounts of every line merged into it added up, scaled to the servings
    asked for; null for 'some' (a line without an amount, such as 'salt to taste'). */
  quantity: number | null;
  /** The unit, one name for all its spellings ('cup', 'tablespoon', 'gram'); null for a count ('3 onions') or no amount. */
  unit: string | null;
  checked: boolean;
  /** The recipes it came from, most recent last (at most 5); empty for a line the member wrote. */
  recipes: ShoppingItemRecipeDto[];
};
export type ShoppingListDto = {
  /** What is still to buy first, then what is checked, each by name. */
  items: ShoppingItemDto[];
};
export type AddRecipeToShoppingListDto = {
  /** How many servings to shop for: every amount is scaled by `servings` ÷ the recipe's servings.
    For a recipe that gives no servings, a multiple of its amounts (2 for twice, 0.5 for half).
    Left out: the amounts as written. */
  servings?: number;
};
export type AddShoppingItemDto = {
  /** Trimmed; at most 1000 characters. */
  text: string;
};
export type UpdateShoppingItemDto = {
  checked: boolean;
};
export type SwapVoteCountDto = {
  /** The swap, as @plantry/shared's swapsForLine keys it ('egg:binding:flax'). */
  key: string;
  /** How many members say it worked for them in this recipe. */
  members: number;
  /** Only for signed-in callers: whether they said so. */
  mine?: boolean;
};
export type SwapVotesDto = {
  /** The swaps of the recipe some member said worked, most first. */
  votes: SwapVoteCountDto[];
};
export type CookCountsDto = {
  /** Their approved recipes. */
  recipes: number;
  /** Reviews they wrote. */
  reviews: number;
  /** Members following them. */
  followers: number;
  /** Cooks they follow. */
  following: number;
};
export type CookProfileDto = {
  id: number;
  /** First and last name, else 'Home cook'. */
  name: string;
  /** What they say of themselves, plain text (line ends kept). */
  bio: string | null;
  /** Their picture, or null for their initial. */
  profileImageUrl: string | null;
  /** The picture's sizes (empty until the images worker made them, or without a picture). */
  profileImageVariants: ImageVariantsDto | null;
  /** When they joined. */
  memberSince: string;
  counts: CookCountsDto;
  /** Only for signed-in callers: whether they follow this cook. */
  followedByMe?: boolean;
};
export type FollowStateDto = {
  /** Whether the caller now follows the cook. */
  following: boolean;
  /** The cook's followers now. */
  followers: number;
};
export type CollectionSummaryDto = {
  id: number;
  name: string;
  description: string | null;
  isPublic: boolean;
  /** The recipes it holds (the owner's count: recipes they can no longer see included). */
  recipeCount: number;
  /** The featured image of its newest recipe with one, for a cover. */
  coverImage: string | null;
  createdAt: string;
  updatedAt: string;
  /** Whether it holds the recipe asked about (`recipeId`), when one was. */
  containsRecipe?: boolean;
};
export type CollectionDto = {
  id: number;
  name: string;
  description: string | null;
  isPublic: boolean;
  /** The recipes it holds (the owner's count: recipes they can no longer see included). */
  recipeCount: number;
  /** The featured image of its newest recipe with one, for a cover. */
  coverImage: string | null;
  createdAt: string;
  updatedAt: string;
  /** Whether it holds the recipe asked about (`recipeId`), when one was. */
  containsRecipe?: boolean;
  owner: AuthorDto;
  /** Whether the caller owns it (and may change it). */
  mine: boolean;
};
export type CollectionInputDto = {
  /** Plain text on one line, 1 to COLLECTION_LIMITS.nameMaxLength characters once trimmed. */
  name: string;
  /** Plain text (line ends kept), at most COLLECTION_LIMITS.descriptionMaxLength characters; blank or null removes it. */
  description?: string | null;
  /** Public collections are seen by everyone at /collection/{id}; private ones (the default) by their owner only. */
  isPublic?: boolean;
};
export type CollectionChangeDto = {
  /** Plain text on one line, 1 to COLLECTION_LIMITS.nameMaxLength characters once trimmed. */
  name?: string;
  /** Plain text (line ends kept), at most COLLECTION_LIMITS.descriptionMaxLength characters; blank or null removes it. */
  description?: string | null;
  /** Public collections are seen by everyone at /collection/{id}; private ones (the default) by their owner only. */
  isPublic?: boolean;
};
export type CollectionRecipePageDto = {
  items: RecipeCardDto[];
  total: number;
  limit: number;
  offset: number;
};
export type CollectionEntryDto = {
  containsRecipe: boolean;
  recipeCount: number;
};
export type NotificationDto = {
  kind: "review" | "reply" | "follower" | "approved" | "hidden";
  id: number;
  /** What happened, in words: 'Wren Reviewer reviewed Coconut Dal'. */
  text: string;
  /** Where it happened: the recipe's page or the follower's profile. */
  link: string;
  createdAt: string;
  read: boolean;
};
export type NotificationPageDto = {
  items: NotificationDto[];
  total: number;
  /** How many of all the member's notifications are unread. */
  unread: number;
  limit: number;
  offset: number;
};
export type UnreadCountDto = {
  unread: number;
};
export type NotificationSettingDto = {
  kind: "review" | "reply" | "follower" | "approved" | "hidden";
  /** Shown under the bell. */
  inApp: boolean;
  /** Sent by email (to a verified address). */
  byEmail: boolean;
};
export type NotificationSettingsDto = {
  settings: NotificationSettingDto[];
};
export type UnsubscribedDto = {
  kind: "review" | "reply" | "follower" | "approved" | "hidden";
  byEmail: boolean;
};
export type OneClickDto = {
  "List-Unsubscribe"?: "One-Click";
};
export type ReportTarget = "recipe" | "review" | "reply" | "profile";
export type ReportReason =
  "spam" | "offensive" | "harassment" | "not_vegan" | "other";
export type ReportDto = {
  targetKind: ReportTarget;
  reason: ReportReason;
  id: number;
  targetId: number;
  note: string | null;
  createdAt: string;
};
export type ReportInputDto = {
  targetKind: ReportTarget;
  reason: ReportReason;
  /** Plain text (line ends kept), at most MODERATION_LIMITS.noteMax characters; blank is none. */
  note?: string | null;
  /** The recipe's, review's or reply's id; the member's id for a profile. */
  targetId: number;
};
export type ReportedContentDto = {
  kind: ReportTarget;
  id: number;
  /** False when it is gone (deleted by its writer): only dismiss is left. */
  exists: boolean;
  /** Where it is: the recipe's title, or the cook's name for a profile. */
  context: string | null;
  /** The words reported: the recipe's description, the review's comment, the reply, the bio. */
  text: string | null;
  /** A review's stars. */
  rating: number | null;
  /** The page that shows it. */
  link: string | null;
  ownerId: number | null;
  ownerName: string | null;
  /** Hidden now (for a recipe: not approved). */
  hidden: boolean;
};
export type ReportLineDto = {
  reason: ReportReason;
  id: number;
  note: string | null;
  reporterId: number;
  reporterName: string;
  createdAt: string;
};
export type ReportedItemDto = {
  content: ReportedContentDto;
  reports: ReportLineDto[];
  firstReportedAt: string;
};
export type ReportQueuePageDto = {
  /** The content first reported longest ago first. */
  items: ReportedItemDto[];
  total: number;
  limit: number;
  offset: number;
};
export type ModerationLogAction =
  "dismiss" | "hide" | "warn" | "suspend" | "delete" | "auto_hide";
export type ModerationEntryDto = {
  action: ModerationLogAction;
  targetKind: ReportTarget;
  id: number;
  targetId: number;
  /** The content as it was, cut to 300 characters. */
  summary: string;
  reason: string;
  /** Null for content hidden on trusted members' reports, or an admin since deleted. */
  adminId: number | null;
  adminName: string | null;
  targetUserId: number | null;
  targetUserName: string | null;
  suspendedUntil: string | null;
  createdAt: string;
};
export type ModerationAction =
  "dismiss" | "hide" | "warn" | "suspend" | "delete";
export type ModerationInputDto = {
  targetKind: ReportTarget;
  /** dismiss (nothing wrong: closes its reports, shows content hidden on reports again), hide, warn its writer, suspend its writer, or delete. */
  action: ModerationAction;
  /** For suspend only: how many days (1, 7 or 30). */
  days?: 1 | 7 | 30;
  /** Why, for the audit log (and, but for dismiss, the email to the writer): 1 to MODERATION_LIMITS.reasonMax characters. */
  reason: string;
  /** The recipe's, review's or reply's id; the member's id for a profile. */
  targetId: number;
};
export type ModerationLogPageDto = {
  /** Newest first. */
  items: ModerationEntryDto[];
  total: number;
  limit: number;
  offset: number;
};
export type AdminStatsDto = {
  users: number;
  cuisines: number;
  recipes: number;
  /** Recipes waiting for review. */
  pendingRecipes: number;
  /** Recipes whose ingredients the vegan check flags. */
  flaggedRecipes: number;
  /** Contact messages not yet marked handled. */
  unreadMessages: number;
};
export type AdminUserDto = {
  role: Role;
  id: number;
  firstName: string | null;
  lastName: string | null;
  email: string;
  profileImageUrl: string | null;
  /** What they say of themselves on their cook profile. */
  bio: string | null;
  emailVerified: boolean;
  /** Until then a moderator's suspension keeps the account signed out; null when it is not suspended. */
  suspendedUntil: string | null;
  createdAt: string;
  /** Recipes they authored, pending ones included. */
  recipeCount: number;
};
export type AdminUserPageDto = {
  items: AdminUserDto[];
  total: number;
  limit: number;
  offset: number;
};
export type AdminUserSort =
  "name" | "email" | "role" | "emailVerified" | "recipeCount" | "createdAt";
export type UpdateUserDto = {
  /** 'user' is read as 'registered'. */
  role?: "user" | "registered" | "home_cook" | "admin";
  emailVerified?: boolean;
};
export type ImportStartedDto = {
  message: string;
  /** Follow the import at GET /api/admin/imports/{jobId}. */
  jobId: string;
};
export type ImportCsvFormDto = {
  /** true: read and check every row, report what an import would do, and write no recipe. */
  dryRun?: boolean;
  /** The CSV file (UTF-8, comma, semicolon or tab separated, at most 100 MB). */
  csvFile: Blob;
};
export type ImportColumnDto = {
  field:
    | "title"
    | "description"
    | "ingredients"
    | "instructions"
    | "cuisine"
    | "tags"
    | "image";
  required: boolean;
  /** The file's header read for it; null when the file has none. */
  header: string | null;
  /** Header names accepted for it, best first. */
  accepted: string[];
};
export type ImportedRecipeDto = {
  title: string;
  description: string;
  ingredients: string[];
  instructions: string[];
  tags: string[];
  cuisine?: string;
  imageUrl?: string;
  /** Ingredient lines the vegan check flags: imported, and marked for review. */
  veganFlags: VeganFlagDto[];
};
export type ImportProblemDto = {
  /** The row as a spreadsheet numbers it: the header is row 1. */
  rowNumber: number;
  column: string;
  reason: string;
};
export type ImportPreviewRowDto = {
  rowNumber: number;
  recipe?: ImportedRecipeDto;
  problems?: ImportProblemDto[];
};
export type ImportPreviewDto = {
  delimiter: "," | ";" | "\t";
  columns: ImportColumnDto[];
  /** Set when required columns are missing: the file would fail as a whole. */
  problem: string | null;
  rows: ImportPreviewRowDto[];
};
export type ImportPreviewFormDto = {
  /** The start of the CSV file (at most 1 MB): the header and a few rows. */
  csvFile: Blob;
};
export type ImportDto = {
  state: "queued" | "running" | "completed" | "failed";
  jobId: string;
  fileName: string;
  fileSize: number;
  dryRun: boolean;
  /** Rows with content; null until the worker has counted them. */
  rowsTotal: number | null;
  rowsDone: number;
  /** Recipes created (in a dry run: that would be created). */
  created: number;
  /** Rows whose recipe already exists (same title and ingredients). */
  skipped: number;
  failed: number;
  /** Of the created, how many the vegan check flags for review. */
  flagged: number;
  /** Created recipes whose image could not be fetched or read. */
  imagesFailed: number;
  /** Problems found in all; the first ones are in `problems`, all of them in the CSV download. */
  problemCount: number;
  /** Why the whole file failed, when it did. */
  message: string | null;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
};
export type ImportListDto = {
  items: ImportDto[];
};
export type ImportReportDto = {
  state: "queued" | "running" | "completed" | "failed";
  jobId: string;
  fileName: string;
  fileSize: number;
  dryRun: boolean;
  /** Rows with content; null until the worker has counted them. */
  rowsTotal: number | null;
  rowsDone: number;
  /** Recipes created (in a dry run: that would be created). */
  created: number;
  /** Rows whose recipe already exists (same title and ingredients). */
  skipped: number;
  failed: number;
  /** Of the created, how many the vegan check flags for review. */
  flagged: number;
  /** Created recipes whose image could not be fetched or read. */
  imagesFailed: number;
  /** Problems found in all; the first ones are in `problems`, all of them in the CSV download. */
  problemCount: number;
  /** Why the whole file failed, when it did. */
  message: string | null;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  /** The first problems, in row order. */
  problems: ImportProblemDto[];
};
export const {
  useGetHealthQuery,
  useUpdateCurrentUserMutation,
  useGetCurrentUserQuery,
  useDeleteOwnAccountMutation,
  useReplaceAvatarMutation,
  useRemoveAvatarMutation,
  useUpgradeRoleMutation,
  useGetCaptchaQuery,
  useRegisterMutation,
  useVerifyEmailMutation,
  useSignInAfterVerificationMutation,
  useResendVerificationMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
  useLoginMutation,
  useLoginEntryQuery,
  useLogoutMutation,
  useSendContactMessageMutation,
  useListContactMessagesQuery,
  useMarkContactMessageMutation,
  useListCuisinesQuery,
  useListPopularCuisinesQuery,
  useListAdminCuisinesQuery,
  useCreateCuisineMutation,
  useUpdateCuisineMutation,
  useDeleteCuisineMutation,
  useListRecipesQuery,
  useCreateRecipeMutation,
  usePantryFoodsQuery,
  useFreeFromCountsQuery,
  useGetRecipeQuery,
  useUpdateRecipeMutation,
  useDeleteRecipeMutation,
  useReplaceRecipeImagesMutation,
  useReadIngredientsMutation,
  useListMyRecipesQuery,
  useListAdminRecipesQuery,
  useSetRecipeApprovalMutation,
  useDeleteAnyRecipeMutation,
  useListFavoritesQuery,
  useAddFavoriteMutation,
  useRemoveFavoriteMutation,
  useCheckFavoriteQuery,
  useListReviewsQuery,
  useCreateReviewMutation,
  useUpdateReviewMutation,
  useDeleteReviewMutation,
  useReplyToReviewMutation,
  useUpdateReplyMutation,
  useDeleteReplyMutation,
  useMarkHelpfulMutation,
  useUnmarkHelpfulMutation,
  useListShoppingListQuery,
  useClearShoppingListMutation,
  useAddRecipeToShoppingListMutation,
  useAddShoppingItemMutation,
  useUpdateShoppingItemMutation,
  useRemoveShoppingItemMutation,
  useSwapVotesQuery,
  useSayWorkedMutation,
  useTakeBackMutation,
  useGetCookQuery,
  useFollowCookMutation,
  useUnfollowCookMutation,
  useListFollowingRecipesQuery,
  useListCollectionsQuery,
  useCreateCollectionMutation,
  useGetCollectionQuery,
  useUpdateCollectionMutation,
  useDeleteCollectionMutation,
  useListCollectionRecipesQuery,
  useAddCollectionRecipeMutation,
  useRemoveCollectionRecipeMutation,
  useListNotificationsQuery,
  useCountUnreadNotificationsQuery,
  useMarkNotificationReadMutation,
  useMarkAllNotificationsReadMutation,
  useNotificationSettingsQuery,
  useSaveNotificationSettingsMutation,
  useUnsubscribeFromEmailsMutation,
  useCreateReportMutation,
  useListReportsQuery,
  useModerateMutation,
  useListModerationLogQuery,
  useDownloadAccountDataQuery,
  useGetAdminStatsQuery,
  useListAdminUsersQuery,
  useUpdateUserMutation,
  useDeleteUserMutation,
  useImportCsvMutation,
  usePreviewCsvMutation,
  useListImportsQuery,
  useGetImportQuery,
  useGetImportProblemsQuery,
} = injectedRtkApi;
