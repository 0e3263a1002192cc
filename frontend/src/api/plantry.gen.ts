import { baseApi as api } from './baseApi';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHealth: build.query<GetHealthApiResponse, GetHealthApiArg>({
      query: () => ({ url: `/api/health` }),
    }),
    getReadiness: build.query<GetReadinessApiResponse, GetReadinessApiArg>({
      query: () => ({ url: `/api/health/ready` }),
    }),
    getLiveness: build.query<GetLivenessApiResponse, GetLivenessApiArg>({
      query: () => ({ url: `/api/health/live` }),
    }),
    updateCurrentUser: build.mutation<UpdateCurrentUserApiResponse, UpdateCurrentUserApiArg>({
      query: (queryArg) => ({ url: `/api/auth/user`, method: 'PATCH', body: queryArg.updateProfileDto }),
    }),
    getCurrentUser: build.query<GetCurrentUserApiResponse, GetCurrentUserApiArg>({
      query: () => ({ url: `/api/auth/user` }),
    }),
    deleteOwnAccount: build.mutation<DeleteOwnAccountApiResponse, DeleteOwnAccountApiArg>({
      query: (queryArg) => ({ url: `/api/auth/user`, method: 'DELETE', body: queryArg.deleteAccountDto }),
    }),
    setLanguage: build.mutation<SetLanguageApiResponse, SetLanguageApiArg>({
      query: (queryArg) => ({ url: `/api/auth/user/language`, method: 'PUT', body: queryArg.languageDto }),
    }),
    replaceAvatar: build.mutation<ReplaceAvatarApiResponse, ReplaceAvatarApiArg>({
      query: (queryArg) => ({ url: `/api/auth/user/avatar`, method: 'PUT', body: queryArg.avatarFormDto }),
    }),
    removeAvatar: build.mutation<RemoveAvatarApiResponse, RemoveAvatarApiArg>({
      query: () => ({ url: `/api/auth/user/avatar`, method: 'DELETE' }),
    }),
    upgradeRole: build.mutation<UpgradeRoleApiResponse, UpgradeRoleApiArg>({
      query: (queryArg) => ({ url: `/api/profile/role`, method: 'PATCH', body: queryArg.upgradeRoleDto }),
    }),
    getCaptcha: build.query<GetCaptchaApiResponse, GetCaptchaApiArg>({
      query: () => ({ url: `/api/captcha` }),
    }),
    register: build.mutation<RegisterApiResponse, RegisterApiArg>({
      query: (queryArg) => ({ url: `/api/register`, method: 'POST', body: queryArg.registerDto }),
    }),
    verifyEmail: build.mutation<VerifyEmailApiResponse, VerifyEmailApiArg>({
      query: (queryArg) => ({ url: `/api/verify-email`, method: 'POST', body: queryArg.verifyEmailDto }),
    }),
    signInAfterVerification: build.mutation<SignInAfterVerificationApiResponse, SignInAfterVerificationApiArg>({
      query: () => ({ url: `/api/verify-email/sign-in`, method: 'POST' }),
    }),
    resendVerification: build.mutation<ResendVerificationApiResponse, ResendVerificationApiArg>({
      query: (queryArg) => ({ url: `/api/resend-verification`, method: 'POST', body: queryArg.emailDto }),
    }),
    forgotPassword: build.mutation<ForgotPasswordApiResponse, ForgotPasswordApiArg>({
      query: (queryArg) => ({ url: `/api/forgot-password`, method: 'POST', body: queryArg.emailDto }),
    }),
    resetPassword: build.mutation<ResetPasswordApiResponse, ResetPasswordApiArg>({
      query: (queryArg) => ({ url: `/api/reset-password`, method: 'POST', body: queryArg.resetPasswordDto }),
    }),
    login: build.mutation<LoginApiResponse, LoginApiArg>({
      query: (queryArg) => ({ url: `/api/login`, method: 'POST', body: queryArg.loginDto }),
    }),
    loginEntry: build.query<LoginEntryApiResponse, LoginEntryApiArg>({
      query: (queryArg) => ({
        url: `/api/login`,
        params: {
          returnTo: queryArg.returnTo,
        },
      }),
    }),
    startPasskeySignIn: build.mutation<StartPasskeySignInApiResponse, StartPasskeySignInApiArg>({
      query: () => ({ url: `/api/login/passkey/options`, method: 'POST' }),
    }),
    signInWithPasskey: build.mutation<SignInWithPasskeyApiResponse, SignInWithPasskeyApiArg>({
      query: (queryArg) => ({ url: `/api/login/passkey`, method: 'POST', body: queryArg.passkeySignInDto }),
    }),
    completeTwoFactorSignIn: build.mutation<CompleteTwoFactorSignInApiResponse, CompleteTwoFactorSignInApiArg>({
      query: (queryArg) => ({ url: `/api/login/two-factor`, method: 'POST', body: queryArg.secondFactorDto }),
    }),
    logout: build.mutation<LogoutApiResponse, LogoutApiArg>({
      query: () => ({ url: `/api/logout`, method: 'POST' }),
    }),
    listSignInProviders: build.query<ListSignInProvidersApiResponse, ListSignInProvidersApiArg>({
      query: () => ({ url: `/api/auth/providers` }),
    }),
    startProviderSignIn: build.query<StartProviderSignInApiResponse, StartProviderSignInApiArg>({
      query: (queryArg) => ({
        url: `/api/auth/oidc/start`,
        params: {
          returnTo: queryArg.returnTo,
        },
      }),
    }),
    finishProviderSignIn: build.query<FinishProviderSignInApiResponse, FinishProviderSignInApiArg>({
      query: () => ({ url: `/api/auth/oidc/callback` }),
    }),
    sendContactMessage: build.mutation<SendContactMessageApiResponse, SendContactMessageApiArg>({
      query: (queryArg) => ({ url: `/api/contact`, method: 'POST', body: queryArg.contactMessageDto }),
    }),
    listContactMessages: build.query<ListContactMessagesApiResponse, ListContactMessagesApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/contact-messages`,
        params: {
          limit: queryArg.limit,
          offset: queryArg.offset,
          handled: queryArg.handled,
        },
      }),
    }),
    markContactMessage: build.mutation<MarkContactMessageApiResponse, MarkContactMessageApiArg>({
      query: (queryArg) => ({ url: `/api/admin/contact-messages/${queryArg.id}`, method: 'PATCH', body: queryArg.markHandledDto }),
    }),
    listCuisines: build.query<ListCuisinesApiResponse, ListCuisinesApiArg>({
      query: () => ({ url: `/api/cuisines` }),
    }),
    listPopularCuisines: build.query<ListPopularCuisinesApiResponse, ListPopularCuisinesApiArg>({
      query: (queryArg) => ({
        url: `/api/cuisines/popular`,
        params: {
          limit: queryArg.limit,
        },
      }),
    }),
    listAdminCuisines: build.query<ListAdminCuisinesApiResponse, ListAdminCuisinesApiArg>({
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
    createCuisine: build.mutation<CreateCuisineApiResponse, CreateCuisineApiArg>({
      query: (queryArg) => ({ url: `/api/admin/cuisines`, method: 'POST', body: queryArg.createCuisineDto }),
    }),
    updateCuisine: build.mutation<UpdateCuisineApiResponse, UpdateCuisineApiArg>({
      query: (queryArg) => ({ url: `/api/admin/cuisines/${queryArg.id}`, method: 'PATCH', body: queryArg.updateCuisineDto }),
    }),
    deleteCuisine: build.mutation<DeleteCuisineApiResponse, DeleteCuisineApiArg>({
      query: (queryArg) => ({ url: `/api/admin/cuisines/${queryArg.id}`, method: 'DELETE' }),
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
      query: (queryArg) => ({ url: `/api/recipes`, method: 'POST', body: queryArg.createRecipeFormDto }),
    }),
    pantryFoods: build.query<PantryFoodsApiResponse, PantryFoodsApiArg>({
      query: () => ({ url: `/api/recipes/pantry-foods` }),
    }),
    freeFromCounts: build.query<FreeFromCountsApiResponse, FreeFromCountsApiArg>({
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
      query: (queryArg) => ({ url: `/api/recipes/${queryArg.id}`, method: 'PUT', body: queryArg.recipeInputDto }),
    }),
    deleteRecipe: build.mutation<DeleteRecipeApiResponse, DeleteRecipeApiArg>({
      query: (queryArg) => ({ url: `/api/recipes/${queryArg.id}`, method: 'DELETE' }),
    }),
    replaceRecipeImages: build.mutation<ReplaceRecipeImagesApiResponse, ReplaceRecipeImagesApiArg>({
      query: (queryArg) => ({ url: `/api/recipes/${queryArg.id}/images`, method: 'PUT', body: queryArg.recipeImagesFormDto }),
    }),
    readIngredients: build.mutation<ReadIngredientsApiResponse, ReadIngredientsApiArg>({
      query: (queryArg) => ({ url: `/api/recipes/read-ingredients`, method: 'POST', body: queryArg.readIngredientsDto }),
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
    listAdminRecipes: build.query<ListAdminRecipesApiResponse, ListAdminRecipesApiArg>({
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
    setRecipeApproval: build.mutation<SetRecipeApprovalApiResponse, SetRecipeApprovalApiArg>({
      query: (queryArg) => ({ url: `/api/admin/recipes/${queryArg.id}`, method: 'PATCH', body: queryArg.recipeApprovalDto }),
    }),
    deleteAnyRecipe: build.mutation<DeleteAnyRecipeApiResponse, DeleteAnyRecipeApiArg>({
      query: (queryArg) => ({ url: `/api/admin/recipes/${queryArg.id}`, method: 'DELETE' }),
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
      query: (queryArg) => ({ url: `/api/favorites`, method: 'POST', body: queryArg.addFavoriteDto }),
    }),
    removeFavorite: build.mutation<RemoveFavoriteApiResponse, RemoveFavoriteApiArg>({
      query: (queryArg) => ({ url: `/api/favorites/${queryArg.recipeId}`, method: 'DELETE' }),
    }),
    checkFavorite: build.query<CheckFavoriteApiResponse, CheckFavoriteApiArg>({
      query: (queryArg) => ({ url: `/api/favorites/${queryArg.recipeId}/check` }),
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
      query: (queryArg) => ({ url: `/api/recipes/${queryArg.id}/reviews`, method: 'POST', body: queryArg.createReviewFormDto }),
    }),
    updateReview: build.mutation<UpdateReviewApiResponse, UpdateReviewApiArg>({
      query: (queryArg) => ({ url: `/api/reviews/${queryArg.id}`, method: 'PATCH', body: queryArg.updateReviewDto }),
    }),
    deleteReview: build.mutation<DeleteReviewApiResponse, DeleteReviewApiArg>({
      query: (queryArg) => ({ url: `/api/reviews/${queryArg.id}`, method: 'DELETE' }),
    }),
    replyToReview: build.mutation<ReplyToReviewApiResponse, ReplyToReviewApiArg>({
      query: (queryArg) => ({ url: `/api/reviews/${queryArg.id}/replies`, method: 'POST', body: queryArg.replyInputDto }),
    }),
    updateReply: build.mutation<UpdateReplyApiResponse, UpdateReplyApiArg>({
      query: (queryArg) => ({ url: `/api/review-replies/${queryArg.id}`, method: 'PATCH', body: queryArg.replyInputDto }),
    }),
    deleteReply: build.mutation<DeleteReplyApiResponse, DeleteReplyApiArg>({
      query: (queryArg) => ({ url: `/api/review-replies/${queryArg.id}`, method: 'DELETE' }),
    }),
    markHelpful: build.mutation<MarkHelpfulApiResponse, MarkHelpfulApiArg>({
      query: (queryArg) => ({ url: `/api/reviews/${queryArg.id}/helpful`, method: 'PUT' }),
    }),
    unmarkHelpful: build.mutation<UnmarkHelpfulApiResponse, UnmarkHelpfulApiArg>({
      query: (queryArg) => ({ url: `/api/reviews/${queryArg.id}/helpful`, method: 'DELETE' }),
    }),
    listShoppingList: build.query<ListShoppingListApiResponse, ListShoppingListApiArg>({
      query: () => ({ url: `/api/shopping-list` }),
    }),
    clearShoppingList: build.mutation<ClearShoppingListApiResponse, ClearShoppingListApiArg>({
      query: (queryArg) => ({
        url: `/api/shopping-list`,
        method: 'DELETE',
        params: {
          checked: queryArg.checked,
        },
      }),
    }),
    addRecipeToShoppingList: build.mutation<AddRecipeToShoppingListApiResponse, AddRecipeToShoppingListApiArg>({
      query: (queryArg) => ({
        url: `/api/shopping-list/recipes/${queryArg.id}`,
        method: 'POST',
        body: queryArg.addRecipeToShoppingListDto,
      }),
    }),
    addShoppingItem: build.mutation<AddShoppingItemApiResponse, AddShoppingItemApiArg>({
      query: (queryArg) => ({ url: `/api/shopping-list/items`, method: 'POST', body: queryArg.addShoppingItemDto }),
    }),
    updateShoppingItem: build.mutation<UpdateShoppingItemApiResponse, UpdateShoppingItemApiArg>({
      query: (queryArg) => ({ url: `/api/shopping-list/items/${queryArg.itemId}`, method: 'PATCH', body: queryArg.updateShoppingItemDto }),
    }),
    removeShoppingItem: build.mutation<RemoveShoppingItemApiResponse, RemoveShoppingItemApiArg>({
      query: (queryArg) => ({ url: `/api/shopping-list/items/${queryArg.itemId}`, method: 'DELETE' }),
    }),
    swapVotes: build.query<SwapVotesApiResponse, SwapVotesApiArg>({
      query: (queryArg) => ({ url: `/api/recipes/${queryArg.id}/swap-votes` }),
    }),
    sayWorked: build.mutation<SayWorkedApiResponse, SayWorkedApiArg>({
      query: (queryArg) => ({ url: `/api/recipes/${queryArg.id}/swap-votes/${queryArg.key}`, method: 'PUT' }),
    }),
    takeBack: build.mutation<TakeBackApiResponse, TakeBackApiArg>({
      query: (queryArg) => ({ url: `/api/recipes/${queryArg.id}/swap-votes/${queryArg.key}`, method: 'DELETE' }),
    }),
    getCook: build.query<GetCookApiResponse, GetCookApiArg>({
      query: (queryArg) => ({ url: `/api/cooks/${queryArg.id}` }),
    }),
    followCook: build.mutation<FollowCookApiResponse, FollowCookApiArg>({
      query: (queryArg) => ({ url: `/api/cooks/${queryArg.id}/follow`, method: 'POST' }),
    }),
    unfollowCook: build.mutation<UnfollowCookApiResponse, UnfollowCookApiArg>({
      query: (queryArg) => ({ url: `/api/cooks/${queryArg.id}/follow`, method: 'DELETE' }),
    }),
    listFollowingRecipes: build.query<ListFollowingRecipesApiResponse, ListFollowingRecipesApiArg>({
      query: (queryArg) => ({
        url: `/api/following/recipes`,
        params: {
          limit: queryArg.limit,
          offset: queryArg.offset,
        },
      }),
    }),
    listCollections: build.query<ListCollectionsApiResponse, ListCollectionsApiArg>({
      query: (queryArg) => ({
        url: `/api/collections`,
        params: {
          recipeId: queryArg.recipeId,
        },
      }),
    }),
    createCollection: build.mutation<CreateCollectionApiResponse, CreateCollectionApiArg>({
      query: (queryArg) => ({ url: `/api/collections`, method: 'POST', body: queryArg.collectionInputDto }),
    }),
    getCollection: build.query<GetCollectionApiResponse, GetCollectionApiArg>({
      query: (queryArg) => ({ url: `/api/collections/${queryArg.id}` }),
    }),
    updateCollection: build.mutation<UpdateCollectionApiResponse, UpdateCollectionApiArg>({
      query: (queryArg) => ({ url: `/api/collections/${queryArg.id}`, method: 'PATCH', body: queryArg.collectionChangeDto }),
    }),
    deleteCollection: build.mutation<DeleteCollectionApiResponse, DeleteCollectionApiArg>({
      query: (queryArg) => ({ url: `/api/collections/${queryArg.id}`, method: 'DELETE' }),
    }),
    listCollectionRecipes: build.query<ListCollectionRecipesApiResponse, ListCollectionRecipesApiArg>({
      query: (queryArg) => ({
        url: `/api/collections/${queryArg.id}/recipes`,
        params: {
          limit: queryArg.limit,
          offset: queryArg.offset,
        },
      }),
    }),
    addCollectionRecipe: build.mutation<AddCollectionRecipeApiResponse, AddCollectionRecipeApiArg>({
      query: (queryArg) => ({ url: `/api/collections/${queryArg.id}/recipes/${queryArg.recipeId}`, method: 'PUT' }),
    }),
    removeCollectionRecipe: build.mutation<RemoveCollectionRecipeApiResponse, RemoveCollectionRecipeApiArg>({
      query: (queryArg) => ({ url: `/api/collections/${queryArg.id}/recipes/${queryArg.recipeId}`, method: 'DELETE' }),
    }),
    listNotifications: build.query<ListNotificationsApiResponse, ListNotificationsApiArg>({
      query: (queryArg) => ({
        url: `/api/notifications`,
        params: {
          limit: queryArg.limit,
          offset: queryArg.offset,
        },
      }),
    }),
    countUnreadNotifications: build.query<CountUnreadNotificationsApiResponse, CountUnreadNotificationsApiArg>({
      query: () => ({ url: `/api/notifications/unread-count` }),
    }),
    markNotificationRead: build.mutation<MarkNotificationReadApiResponse, MarkNotificationReadApiArg>({
      query: (queryArg) => ({ url: `/api/notifications/${queryArg.id}/read`, method: 'PUT' }),
    }),
    markAllNotificationsRead: build.mutation<MarkAllNotificationsReadApiResponse, MarkAllNotificationsReadApiArg>({
      query: () => ({ url: `/api/notifications/read-all`, method: 'POST' }),
    }),
    notificationSettings: build.query<NotificationSettingsApiResponse, NotificationSettingsApiArg>({
      query: () => ({ url: `/api/notifications/settings` }),
    }),
    saveNotificationSettings: build.mutation<SaveNotificationSettingsApiResponse, SaveNotificationSettingsApiArg>({
      query: (queryArg) => ({ url: `/api/notifications/settings`, method: 'PUT', body: queryArg.notificationSettingsDto }),
    }),
    unsubscribeFromEmails: build.mutation<UnsubscribeFromEmailsApiResponse, UnsubscribeFromEmailsApiArg>({
      query: (queryArg) => ({
        url: `/api/notifications/unsubscribe`,
        method: 'POST',
        body: queryArg.oneClickDto,
        params: {
          kind: queryArg.kind,
          user: queryArg.user,
          token: queryArg.token,
        },
      }),
    }),
    createReport: build.mutation<CreateReportApiResponse, CreateReportApiArg>({
      query: (queryArg) => ({ url: `/api/reports`, method: 'POST', body: queryArg.reportInputDto }),
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
      query: (queryArg) => ({ url: `/api/admin/moderation`, method: 'POST', body: queryArg.moderationInputDto }),
    }),
    listModerationLog: build.query<ListModerationLogApiResponse, ListModerationLogApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/moderation-log`,
        params: {
          limit: queryArg.limit,
          offset: queryArg.offset,
        },
      }),
    }),
    downloadAccountData: build.query<DownloadAccountDataApiResponse, DownloadAccountDataApiArg>({
      query: () => ({ url: `/api/auth/user/data` }),
    }),
    getAdminStats: build.query<GetAdminStatsApiResponse, GetAdminStatsApiArg>({
      query: () => ({ url: `/api/admin/stats` }),
    }),
    getAdminTrends: build.query<GetAdminTrendsApiResponse, GetAdminTrendsApiArg>({
      query: () => ({ url: `/api/admin/trends` }),
    }),
    listAdminUsers: build.query<ListAdminUsersApiResponse, ListAdminUsersApiArg>({
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
      query: (queryArg) => ({ url: `/api/admin/users/${queryArg.id}`, method: 'PATCH', body: queryArg.updateUserDto }),
    }),
    deleteUser: build.mutation<DeleteUserApiResponse, DeleteUserApiArg>({
      query: (queryArg) => ({ url: `/api/admin/users/${queryArg.id}`, method: 'DELETE' }),
    }),
    importCsv: build.mutation<ImportCsvApiResponse, ImportCsvApiArg>({
      query: (queryArg) => ({ url: `/api/admin/import-csv`, method: 'POST', body: queryArg.importCsvFormDto }),
    }),
    previewCsv: build.mutation<PreviewCsvApiResponse, PreviewCsvApiArg>({
      query: (queryArg) => ({ url: `/api/admin/import-csv/preview`, method: 'POST', body: queryArg.importPreviewFormDto }),
    }),
    listImports: build.query<ListImportsApiResponse, ListImportsApiArg>({
      query: () => ({ url: `/api/admin/imports` }),
    }),
    getImport: build.query<GetImportApiResponse, GetImportApiArg>({
      query: (queryArg) => ({ url: `/api/admin/imports/${queryArg.jobId}` }),
    }),
    getImportProblems: build.query<GetImportProblemsApiResponse, GetImportProblemsApiArg>({
      query: (queryArg) => ({ url: `/api/admin/imports/${queryArg.jobId}/problems.csv` }),
    }),
    startRecipeLink: build.mutation<StartRecipeLinkApiResponse, StartRecipeLinkApiArg>({
      query: (queryArg) => ({ url: `/api/recipe-links`, method: 'POST', body: queryArg.recipeLinkRequestDto }),
    }),
    getRecipeLink: build.query<GetRecipeLinkApiResponse, GetRecipeLinkApiArg>({
      query: (queryArg) => ({ url: `/api/recipe-links/${queryArg.id}` }),
    }),
    getTwoFactorStatus: build.query<GetTwoFactorStatusApiResponse, GetTwoFactorStatusApiArg>({
      query: () => ({ url: `/api/auth/two-factor` }),
    }),
    startTwoFactorSetup: build.mutation<StartTwoFactorSetupApiResponse, StartTwoFactorSetupApiArg>({
      query: (queryArg) => ({ url: `/api/auth/two-factor/setup`, method: 'POST', body: queryArg.confirmIdentityDto }),
    }),
    enableTwoFactor: build.mutation<EnableTwoFactorApiResponse, EnableTwoFactorApiArg>({
      query: (queryArg) => ({ url: `/api/auth/two-factor/enable`, method: 'POST', body: queryArg.totpCodeDto }),
    }),
    regenerateRecoveryCodes: build.mutation<RegenerateRecoveryCodesApiResponse, RegenerateRecoveryCodesApiArg>({
      query: (queryArg) => ({ url: `/api/auth/two-factor/recovery-codes`, method: 'POST', body: queryArg.confirmIdentityDto }),
    }),
    disableTwoFactor: build.mutation<DisableTwoFactorApiResponse, DisableTwoFactorApiArg>({
      query: (queryArg) => ({ url: `/api/auth/two-factor/disable`, method: 'POST', body: queryArg.confirmIdentityDto }),
    }),
    listPasskeys: build.query<ListPasskeysApiResponse, ListPasskeysApiArg>({
      query: () => ({ url: `/api/auth/passkeys` }),
    }),
    addPasskey: build.mutation<AddPasskeyApiResponse, AddPasskeyApiArg>({
      query: (queryArg) => ({ url: `/api/auth/passkeys`, method: 'POST', body: queryArg.newPasskeyDto }),
    }),
    startPasskeyRegistration: build.mutation<StartPasskeyRegistrationApiResponse, StartPasskeyRegistrationApiArg>({
      query: () => ({ url: `/api/auth/passkeys/registration-options`, method: 'POST' }),
    }),
    renamePasskey: build.mutation<RenamePasskeyApiResponse, RenamePasskeyApiArg>({
      query: (queryArg) => ({ url: `/api/auth/passkeys/${queryArg.id}`, method: 'PATCH', body: queryArg.passkeyNameDto }),
    }),
    removePasskey: build.mutation<RemovePasskeyApiResponse, RemovePasskeyApiArg>({
      query: (queryArg) => ({ url: `/api/auth/passkeys/${queryArg.id}`, method: 'DELETE' }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as plantryApi };
export type GetHealthApiResponse = /** status 200 The database and Redis answer */ HealthDto;
export type GetHealthApiArg = void;
export type GetReadinessApiResponse = /** status 200 Ready for traffic */ HealthDto;
export type GetReadinessApiArg = void;
export type GetLivenessApiResponse = /** status 200 The process is alive */ LivenessDto;
export type GetLivenessApiArg = void;
export type UpdateCurrentUserApiResponse = /** status 200 Done: the answer below */ UserDto;
export type UpdateCurrentUserApiArg = {
  updateProfileDto: UpdateProfileDto;
};
export type GetCurrentUserApiResponse = /** status 200 The signed-in user */ UserDto;
export type GetCurrentUserApiArg = void;
export type DeleteOwnAccountApiResponse = unknown;
export type DeleteOwnAccountApiArg = {
  deleteAccountDto: DeleteAccountDto;
};
export type SetLanguageApiResponse = unknown;
export type SetLanguageApiArg = {
  languageDto: LanguageDto;
};
export type ReplaceAvatarApiResponse = /** status 200 Done: the answer below */ UserDto;
export type ReplaceAvatarApiArg = {
  avatarFormDto: AvatarFormDto;
};
export type RemoveAvatarApiResponse = /** status 200 Done: the answer below */ UserDto;
export type RemoveAvatarApiArg = void;
export type UpgradeRoleApiResponse = /** status 200 Done: the answer below */ UserDto;
export type UpgradeRoleApiArg = {
  upgradeRoleDto: UpgradeRoleDto;
};
export type GetCaptchaApiResponse = /** status 200 Done: the answer below */ CaptchaDto;
export type GetCaptchaApiArg = void;
export type RegisterApiResponse = /** status 201 Created: the answer below */ MessageDto;
export type RegisterApiArg = {
  registerDto: RegisterDto;
};
export type VerifyEmailApiResponse = /** status 200 Done: the answer below */ VerifyEmailResultDto;
export type VerifyEmailApiArg = {
  verifyEmailDto: VerifyEmailDto;
};
export type SignInAfterVerificationApiResponse = /** status 200 Done: the answer below */ UserDto;
export type SignInAfterVerificationApiArg = void;
export type ResendVerificationApiResponse = /** status 200 Done: the answer below */ MessageDto;
export type ResendVerificationApiArg = {
  emailDto: EmailDto;
};
export type ForgotPasswordApiResponse = /** status 200 Done: the answer below */ MessageDto;
export type ForgotPasswordApiArg = {
  emailDto: EmailDto;
};
export type ResetPasswordApiResponse = /** status 200 Done: the answer below */ MessageDto;
export type ResetPasswordApiArg = {
  resetPasswordDto: ResetPasswordDto;
};
export type LoginApiResponse =
  | /** status 200 Signed in */ UserDto
  | /** status 202 Right password; a code is needed: POST /api/login/two-factor */ TwoFactorChallengeDto;
export type LoginApiArg = {
  loginDto: LoginDto;
};
export type LoginEntryApiResponse = unknown;
export type LoginEntryApiArg = {
  /** A path on this site to return to */
  returnTo?: string;
};
export type StartPasskeySignInApiResponse = /** status 200 Done: the answer below */ PasskeyOptionsDto;
export type StartPasskeySignInApiArg = void;
export type SignInWithPasskeyApiResponse =
  | /** status 200 Signed in */ UserDto
  | /** status 202 The passkey was not unlocked (no user verification); a code is needed */ TwoFactorChallengeDto;
export type SignInWithPasskeyApiArg = {
  passkeySignInDto: PasskeySignInDto;
};
export type CompleteTwoFactorSignInApiResponse = /** status 200 Signed in */ UserDto;
export type CompleteTwoFactorSignInApiArg = {
  secondFactorDto: SecondFactorDto;
};
export type LogoutApiResponse = unknown;
export type LogoutApiArg = void;
export type ListSignInProvidersApiResponse = /** status 200 Done: the answer below */ SignInProvidersDto;
export type ListSignInProvidersApiArg = void;
export type StartProviderSignInApiResponse = unknown;
export type StartProviderSignInApiArg = {
  /** A path on this site to return to */
  returnTo?: string;
};
export type FinishProviderSignInApiResponse = unknown;
export type FinishProviderSignInApiArg = void;
export type SendContactMessageApiResponse = /** status 201 Created: the answer below */ MessageDto;
export type SendContactMessageApiArg = {
  contactMessageDto: ContactMessageDto;
};
export type ListContactMessagesApiResponse = /** status 200 Done: the answer below */ AdminContactMessagePageDto;
export type ListContactMessagesApiArg = {
  /** How many items a page holds at most */
  limit?: number;
  /** How many items come before this page */
  offset?: number;
  /** false: only messages waiting; true: only handled ones; all when left out. Newest first. */
  handled?: boolean;
};
export type MarkContactMessageApiResponse = /** status 200 Done: the answer below */ AdminContactMessageDto;
export type MarkContactMessageApiArg = {
  /** Its id */
  id: number;
  markHandledDto: MarkHandledDto;
};
export type ListCuisinesApiResponse = /** status 200 Done: the answer below */ CuisineDto[];
export type ListCuisinesApiArg = void;
export type ListPopularCuisinesApiResponse = /** status 200 Done: the answer below */ PopularCuisineDto[];
export type ListPopularCuisinesApiArg = {
  /** How many items a page holds at most */
  limit?: number;
};
export type ListAdminCuisinesApiResponse = /** status 200 Done: the answer below */ AdminCuisinePageDto;
export type ListAdminCuisinesApiArg = {
  /** How many items a page holds at most */
  limit?: number;
  /** How many items come before this page */
  offset?: number;
  /** Sort direction; desc unless given. */
  order?: SortOrder;
  /** createdAt (default), name or recipeCount. */
  sortBy?: AdminCuisineSort;
  /** Text to look for (part of a name, an email or a title). */
  search?: string;
};
export type CreateCuisineApiResponse = /** status 201 Created: the answer below */ AdminCuisineDto;
export type CreateCuisineApiArg = {
  createCuisineDto: CreateCuisineDto;
};
export type UpdateCuisineApiResponse = /** status 200 Done: the answer below */ AdminCuisineDto;
export type UpdateCuisineApiArg = {
  /** Its id */
  id: number;
  updateCuisineDto: UpdateCuisineDto;
};
export type DeleteCuisineApiResponse = unknown;
export type DeleteCuisineApiArg = {
  /** Its id */
  id: number;
};
export type ListRecipesApiResponse = /** status 200 Done: the answer below */ RecipePageDto;
export type ListRecipesApiArg = {
  /** How many items a page holds at most */
  limit?: number;
  /** How many items come before this page */
  offset?: number;
  /** Comma-separated tags; a recipe must have all of them. */
  tags?: string;
  /** Only recipes ready in at most this many minutes, prep plus cook (either may be unknown);
    recipes with neither time are left out. */
  maxMinutes?: number;
  /** Any of: gluten, soy, tree-nuts, peanuts, sesame, oil. */
  freeFrom?: ('gluten' | 'soy' | 'tree-nuts' | 'peanuts' | 'sesame' | 'oil')[];
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
  sortBy?: 'newest' | 'rating' | 'popular' | 'relevance' | 'featured' | 'trending';
  /** Words to find in titles, descriptions, ingredients and tags (prefixes match: 'chick' finds 'chickpea'). */
  search?: string;
  /** A cuisine name, any case. */
  cuisine?: string;
  /** The author's id */
  authorId?: number;
};
export type CreateRecipeApiResponse = /** status 201 Created: the answer below */ RecipeDetailDto;
export type CreateRecipeApiArg = {
  createRecipeFormDto: CreateRecipeFormDto;
};
export type PantryFoodsApiResponse = /** status 200 Done: the answer below */ PantryFoodsDto;
export type PantryFoodsApiArg = void;
export type FreeFromCountsApiResponse = /** status 200 Done: the answer below */ FreeFromCountsDto;
export type FreeFromCountsApiArg = {
  /** How many items a page holds at most */
  limit?: number;
  /** How many items come before this page */
  offset?: number;
  /** Comma-separated tags; a recipe must have all of them. */
  tags?: string;
  /** Only recipes ready in at most this many minutes, prep plus cook (either may be unknown);
    recipes with neither time are left out. */
  maxMinutes?: number;
  /** Any of: gluten, soy, tree-nuts, peanuts, sesame, oil. */
  freeFrom?: ('gluten' | 'soy' | 'tree-nuts' | 'peanuts' | 'sesame' | 'oil')[];
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
  sortBy?: 'newest' | 'rating' | 'popular' | 'relevance' | 'featured' | 'trending';
  /** Words to find in titles, descriptions, ingredients and tags (prefixes match: 'chick' finds 'chickpea'). */
  search?: string;
  /** A cuisine name, any case. */
  cuisine?: string;
  /** The author's id */
  authorId?: number;
};
export type GetRecipeApiResponse = /** status 200 Done: the answer below */ RecipeDetailDto;
export type GetRecipeApiArg = {
  /** Its id */
  id: number;
};
export type UpdateRecipeApiResponse = /** status 200 Done: the answer below */ RecipeDetailDto;
export type UpdateRecipeApiArg = {
  /** Its id */
  id: number;
  recipeInputDto: RecipeInputDto;
};
export type DeleteRecipeApiResponse = unknown;
export type DeleteRecipeApiArg = {
  /** Its id */
  id: number;
};
export type ReplaceRecipeImagesApiResponse = /** status 200 Done: the answer below */ RecipeDetailDto;
export type ReplaceRecipeImagesApiArg = {
  /** Its id */
  id: number;
  recipeImagesFormDto: RecipeImagesFormDto;
};
export type ReadIngredientsApiResponse = /** status 200 Done: the answer below */ IngredientReadingsDto;
export type ReadIngredientsApiArg = {
  readIngredientsDto: ReadIngredientsDto;
};
export type ListMyRecipesApiResponse = /** status 200 Done: the answer below */ MyRecipesPageDto;
export type ListMyRecipesApiArg = {
  /** How many items a page holds at most */
  limit?: number;
  /** How many items come before this page */
  offset?: number;
  /** newest (default), oldest or rating. */
  sortBy?: 'newest' | 'oldest' | 'rating';
};
export type ListAdminRecipesApiResponse = /** status 200 Done: the answer below */ AdminRecipePageDto;
export type ListAdminRecipesApiArg = {
  /** How many items a page holds at most */
  limit?: number;
  /** How many items come before this page */
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
export type SetRecipeApprovalApiResponse = /** status 200 Done: the answer below */ RecipeDetailDto;
export type SetRecipeApprovalApiArg = {
  /** Its id */
  id: number;
  recipeApprovalDto: RecipeApprovalDto;
};
export type DeleteAnyRecipeApiResponse = unknown;
export type DeleteAnyRecipeApiArg = {
  /** Its id */
  id: number;
};
export type ListFavoritesApiResponse = /** status 200 Done: the answer below */ FavoritePageDto;
export type ListFavoritesApiArg = {
  /** How many items a page holds at most */
  limit?: number;
  /** How many items come before this page */
  offset?: number;
};
export type AddFavoriteApiResponse = /** status 200 Done: the answer below */ FavoriteStatusDto;
export type AddFavoriteApiArg = {
  addFavoriteDto: AddFavoriteDto;
};
export type RemoveFavoriteApiResponse = /** status 200 Done: the answer below */ FavoriteStatusDto;
export type RemoveFavoriteApiArg = {
  /** The recipe's id */
  recipeId: number;
};
export type CheckFavoriteApiResponse = /** status 200 Done: the answer below */ FavoriteStatusDto;
export type CheckFavoriteApiArg = {
  /** The recipe's id */
  recipeId: number;
};
export type ListReviewsApiResponse = /** status 200 Done: the answer below */ ReviewPageDto;
export type ListReviewsApiArg = {
  /** Its id */
  id: number;
  /** How many items a page holds at most */
  limit?: number;
  /** How many items come before this page */
  offset?: number;
  /** newest (default) or helpful: most marked helpful first, the newest first among equals. */
  sortBy?: 'newest' | 'helpful';
};
export type CreateReviewApiResponse = /** status 201 Created: the answer below */ ReviewDto;
export type CreateReviewApiArg = {
  /** Its id */
  id: number;
  createReviewFormDto: CreateReviewFormDto;
};
export type UpdateReviewApiResponse = /** status 200 Done: the answer below */ ReviewDto;
export type UpdateReviewApiArg = {
  /** Its id */
  id: number;
  updateReviewDto: UpdateReviewDto;
};
export type DeleteReviewApiResponse = unknown;
export type DeleteReviewApiArg = {
  /** Its id */
  id: number;
};
export type ReplyToReviewApiResponse = /** status 201 Created: the answer below */ ReviewReplyDto;
export type ReplyToReviewApiArg = {
  /** Its id */
  id: number;
  replyInputDto: ReplyInputDto;
};
export type UpdateReplyApiResponse = /** status 200 Done: the answer below */ ReviewReplyDto;
export type UpdateReplyApiArg = {
  /** Its id */
  id: number;
  replyInputDto: ReplyInputDto;
};
export type DeleteReplyApiResponse = unknown;
export type DeleteReplyApiArg = {
  /** Its id */
  id: number;
};
export type MarkHelpfulApiResponse = /** status 200 Done: the answer below */ HelpfulStateDto;
export type MarkHelpfulApiArg = {
  /** Its id */
  id: number;
};
export type UnmarkHelpfulApiResponse = /** status 200 Done: the answer below */ HelpfulStateDto;
export type UnmarkHelpfulApiArg = {
  /** Its id */
  id: number;
};
export type ListShoppingListApiResponse = /** status 200 Done: the answer below */ ShoppingListDto;
export type ListShoppingListApiArg = void;
export type ClearShoppingListApiResponse = unknown;
export type ClearShoppingListApiArg = {
  /** true: only the checked items; false: only the unchecked ones; left out: every item. */
  checked?: boolean;
};
export type AddRecipeToShoppingListApiResponse = /** status 200 Done: the answer below */ ShoppingListDto;
export type AddRecipeToShoppingListApiArg = {
  /** Its id */
  id: number;
  addRecipeToShoppingListDto: AddRecipeToShoppingListDto;
};
export type AddShoppingItemApiResponse = /** status 200 Done: the answer below */ ShoppingListDto;
export type AddShoppingItemApiArg = {
  addShoppingItemDto: AddShoppingItemDto;
};
export type UpdateShoppingItemApiResponse = /** status 200 Done: the answer below */ ShoppingItemDto;
export type UpdateShoppingItemApiArg = {
  itemId: number;
  updateShoppingItemDto: UpdateShoppingItemDto;
};
export type RemoveShoppingItemApiResponse = unknown;
export type RemoveShoppingItemApiArg = {
  itemId: number;
};
export type SwapVotesApiResponse = /** status 200 Done: the answer below */ SwapVotesDto;
export type SwapVotesApiArg = {
  /** Its id */
  id: number;
};
export type SayWorkedApiResponse = /** status 200 Done: the answer below */ SwapVotesDto;
export type SayWorkedApiArg = {
  /** Its id */
  id: number;
  /** Its key */
  key: string;
};
export type TakeBackApiResponse = /** status 200 Done: the answer below */ SwapVotesDto;
export type TakeBackApiArg = {
  /** Its id */
  id: number;
  /** Its key */
  key: string;
};
export type GetCookApiResponse = /** status 200 Done: the answer below */ CookProfileDto;
export type GetCookApiArg = {
  /** Its id */
  id: number;
};
export type FollowCookApiResponse = /** status 200 Done: the answer below */ FollowStateDto;
export type FollowCookApiArg = {
  /** Its id */
  id: number;
};
export type UnfollowCookApiResponse = /** status 200 Done: the answer below */ FollowStateDto;
export type UnfollowCookApiArg = {
  /** Its id */
  id: number;
};
export type ListFollowingRecipesApiResponse = /** status 200 Done: the answer below */ RecipePageDto;
export type ListFollowingRecipesApiArg = {
  /** How many items a page holds at most */
  limit?: number;
  /** How many items come before this page */
  offset?: number;
};
export type ListCollectionsApiResponse = /** status 200 Done: the answer below */ CollectionSummaryDto[];
export type ListCollectionsApiArg = {
  /** The recipe's id */
  recipeId?: number;
};
export type CreateCollectionApiResponse = /** status 201 Created: the answer below */ CollectionDto;
export type CreateCollectionApiArg = {
  collectionInputDto: CollectionInputDto;
};
export type GetCollectionApiResponse = /** status 200 Done: the answer below */ CollectionDto;
export type GetCollectionApiArg = {
  /** Its id */
  id: number;
};
export type UpdateCollectionApiResponse = /** status 200 Done: the answer below */ CollectionDto;
export type UpdateCollectionApiArg = {
  /** Its id */
  id: number;
  collectionChangeDto: CollectionChangeDto;
};
export type DeleteCollectionApiResponse = unknown;
export type DeleteCollectionApiArg = {
  /** Its id */
  id: number;
};
export type ListCollectionRecipesApiResponse = /** status 200 Done: the answer below */ CollectionRecipePageDto;
export type ListCollectionRecipesApiArg = {
  /** Its id */
  id: number;
  /** How many items a page holds at most */
  limit?: number;
  /** How many items come before this page */
  offset?: number;
};
export type AddCollectionRecipeApiResponse = /** status 200 Done: the answer below */ CollectionEntryDto;
export type AddCollectionRecipeApiArg = {
  /** Its id */
  id: number;
  /** The recipe's id */
  recipeId: number;
};
export type RemoveCollectionRecipeApiResponse = /** status 200 Done: the answer below */ CollectionEntryDto;
export type RemoveCollectionRecipeApiArg = {
  /** Its id */
  id: number;
  /** The recipe's id */
  recipeId: number;
};
export type ListNotificationsApiResponse = /** status 200 Done: the answer below */ NotificationPageDto;
export type ListNotificationsApiArg = {
  /** How many items a page holds at most */
  limit?: number;
  /** How many items come before this page */
  offset?: number;
};
export type CountUnreadNotificationsApiResponse = /** status 200 Done: the answer below */ UnreadCountDto;
export type CountUnreadNotificationsApiArg = void;
export type MarkNotificationReadApiResponse = unknown;
export type MarkNotificationReadApiArg = {
  /** Its id */
  id: number;
};
export type MarkAllNotificationsReadApiResponse = unknown;
export type MarkAllNotificationsReadApiArg = void;
export type NotificationSettingsApiResponse = /** status 200 Done: the answer below */ NotificationSettingDto[];
export type NotificationSettingsApiArg = void;
export type SaveNotificationSettingsApiResponse = /** status 200 Done: the answer below */ NotificationSettingDto[];
export type SaveNotificationSettingsApiArg = {
  notificationSettingsDto: NotificationSettingsDto;
};
export type UnsubscribeFromEmailsApiResponse = /** status 200 Done: the answer below */ UnsubscribedDto;
export type UnsubscribeFromEmailsApiArg = {
  /** What kind it is */
  kind: 'review' | 'reply' | 'follower' | 'approved' | 'hidden';
  /** The member */
  user: number;
  /** The token of an emailed link */
  token: string;
  oneClickDto: OneClickDto;
};
export type CreateReportApiResponse =
  /** status 200 Already reported by the caller and still open */ ReportDto | /** status 201 Reported */ ReportDto;
export type CreateReportApiArg = {
  reportInputDto: ReportInputDto;
};
export type ListReportsApiResponse = /** status 200 Done: the answer below */ ReportQueuePageDto;
export type ListReportsApiArg = {
  /** How many items a page holds at most */
  limit?: number;
  /** How many items come before this page */
  offset?: number;
};
export type ModerateApiResponse = /** status 201 Done, and the audit log’s line */ ModerationEntryDto;
export type ModerateApiArg = {
  moderationInputDto: ModerationInputDto;
};
export type ListModerationLogApiResponse = /** status 200 Done: the answer below */ ModerationLogPageDto;
export type ListModerationLogApiArg = {
  /** How many items a page holds at most */
  limit?: number;
  /** How many items come before this page */
  offset?: number;
};
export type DownloadAccountDataApiResponse = /** status 200 A JSON file (Content-Disposition: attachment) */ object;
export type DownloadAccountDataApiArg = void;
export type GetAdminStatsApiResponse = /** status 200 Done: the answer below */ AdminStatsDto;
export type GetAdminStatsApiArg = void;
export type GetAdminTrendsApiResponse = /** status 200 Done: the answer below */ AdminTrendsDto;
export type GetAdminTrendsApiArg = void;
export type ListAdminUsersApiResponse = /** status 200 Done: the answer below */ AdminUserPageDto;
export type ListAdminUsersApiArg = {
  /** How many items a page holds at most */
  limit?: number;
  /** How many items come before this page */
  offset?: number;
  /** Sort direction; desc unless given. */
  order?: SortOrder;
  /** createdAt (default), name, email, role, emailVerified or recipeCount. */
  sortBy?: AdminUserSort;
  /** Text to look for (part of a name, an email or a title). */
  search?: string;
};
export type UpdateUserApiResponse = /** status 200 Done: the answer below */ AdminUserDto;
export type UpdateUserApiArg = {
  /** Its id */
  id: number;
  updateUserDto: UpdateUserDto;
};
export type DeleteUserApiResponse = unknown;
export type DeleteUserApiArg = {
  /** Its id */
  id: number;
};
export type ImportCsvApiResponse = /** status 202 Accepted: the work goes on in the background */ ImportStartedDto;
export type ImportCsvApiArg = {
  importCsvFormDto: ImportCsvFormDto;
};
export type PreviewCsvApiResponse = /** status 200 Done: the answer below */ ImportPreviewDto;
export type PreviewCsvApiArg = {
  importPreviewFormDto: ImportPreviewFormDto;
};
export type ListImportsApiResponse = /** status 200 Done: the answer below */ ImportListDto;
export type ListImportsApiArg = void;
export type GetImportApiResponse = /** status 200 Done: the answer below */ ImportReportDto;
export type GetImportApiArg = {
  /** The import's job id */
  jobId: string;
};
export type GetImportProblemsApiResponse = /** status 200 Done: the answer below */ string;
export type GetImportProblemsApiArg = {
  /** The import's job id */
  jobId: string;
};
export type StartRecipeLinkApiResponse = /** status 202 Accepted: the work goes on in the background */ RecipeLinkStartedDto;
export type StartRecipeLinkApiArg = {
  recipeLinkRequestDto: RecipeLinkRequestDto;
};
export type GetRecipeLinkApiResponse = /** status 200 Done: the answer below */ RecipeLinkDto;
export type GetRecipeLinkApiArg = {
  /** Its id */
  id: string;
};
export type GetTwoFactorStatusApiResponse = /** status 200 Done: the answer below */ TwoFactorStatusDto;
export type GetTwoFactorStatusApiArg = void;
export type StartTwoFactorSetupApiResponse = /** status 200 Done: the answer below */ TwoFactorSetupDto;
export type StartTwoFactorSetupApiArg = {
  confirmIdentityDto: ConfirmIdentityDto;
};
export type EnableTwoFactorApiResponse = /** status 200 Done: the answer below */ RecoveryCodesDto;
export type EnableTwoFactorApiArg = {
  totpCodeDto: TotpCodeDto;
};
export type RegenerateRecoveryCodesApiResponse = /** status 200 Done: the answer below */ RecoveryCodesDto;
export type RegenerateRecoveryCodesApiArg = {
  confirmIdentityDto: ConfirmIdentityDto;
};
export type DisableTwoFactorApiResponse = /** status 200 Done: the answer below */ TwoFactorStatusDto;
export type DisableTwoFactorApiArg = {
  confirmIdentityDto: ConfirmIdentityDto;
};
export type ListPasskeysApiResponse = /** status 200 Done: the answer below */ PasskeyDto[];
export type ListPasskeysApiArg = void;
export type AddPasskeyApiResponse = /** status 201 Created: the answer below */ PasskeyDto;
export type AddPasskeyApiArg = {
  newPasskeyDto: NewPasskeyDto;
};
export type StartPasskeyRegistrationApiResponse = /** status 200 Done: the answer below */ PasskeyOptionsDto;
export type StartPasskeyRegistrationApiArg = void;
export type RenamePasskeyApiResponse = /** status 200 Done: the answer below */ PasskeyDto;
export type RenamePasskeyApiArg = {
  /** Its id */
  id: number;
  passkeyNameDto: PasskeyNameDto;
};
export type RemovePasskeyApiResponse = unknown;
export type RemovePasskeyApiArg = {
  /** Its id */
  id: number;
};
export type HealthDto = {
  /** 'ok' when the database and Redis answer, else 'error' (the worker does not decide it). */
  status: 'ok' | 'error';
  /** MariaDB */
  db: 'up' | 'down';
  /** Redis */
  redis: 'up' | 'down';
  /** The queue worker, by its heartbeat: without one, emails, photos and imports wait. */
  worker: 'up' | 'missing' | 'unknown';
};
export type LivenessDto = {
  /** Always 'ok': the process answers. */
  status: 'ok';
};
export type ErrorDto = {
  /** What went wrong, in words a person understands (a list for field validation errors). */
  message: string | string[];
  /** The HTTP status code. */
  statusCode: number;
  /** The status text, e.g. 'Bad Request'. */
  error: string;
};
export type Role = 'registered' | 'home_cook' | 'admin';
export type UserDto = {
  /** The account role: registered, home_cook or admin */
  role: Role;
  /** Its id */
  id: number;
  /** First name */
  firstName: string | null;
  /** Last name */
  lastName: string | null;
  /** An email address */
  email: string;
  /** The member's picture, or null */
  profileImageUrl: string | null;
  /** What they say of themselves on their cook profile. */
  bio: string | null;
  /** Whether the email address was confirmed */
  emailVerified: boolean;
  /** Until then a moderator's suspension keeps the account signed out; null when it is not suspended. */
  suspendedUntil: string | null;
  /** When it was created (ISO 8601, UTC) */
  createdAt: string;
};
export type UpdateProfileDto = {
  /** What they say of themselves on their cook profile, plain text; blank removes it. Left as it is when not sent. */
  bio?: string;
  /** First name */
  firstName: string;
  /** Last name */
  lastName: string;
};
export type DeleteAccountDto = {
  /** A password of 8 to 128 characters */
  password?: string;
  /** An email address */
  email?: string;
};
export type Language = 'en' | 'es' | 'de';
export type LanguageDto = {
  language: Language;
};
export type AvatarFormDto = {
  /** A photo of the member (JPEG, PNG or WebP, at most 10 MB). */
  avatar: Blob;
};
export type UpgradeRoleDto = {
  /** The only self-service change: a registered member becomes a home cook. */
  role: 'home_cook';
};
export type CaptchaDto = {
  /** e.g. 'What is 7 + 5?' */
  question: string;
};
export type MessageDto = {
  /** The message, plain text */
  message: string;
};
export type RegisterDto = {
  /** A password of 8 to 128 characters */
  password: string;
  /** The answer to the question of GET /api/captcha. */
  captcha: number;
  /** An email address */
  email: string;
  /** First name */
  firstName: string;
  /** Last name */
  lastName: string;
};
export type VerifyEmailResultDto = {
  /** The message, plain text */
  message: string;
  /** The account the link was for, so the page can say whose it is before anyone signs in as it. */
  email: string;
  /** Whether this browser may now sign in as that account with POST /api/verify-email/sign-in (for
    10 minutes, once): only when this very request activated it. */
  signInReady: boolean;
};
export type VerifyEmailDto = {
  /** The token of an emailed link */
  token: string;
};
export type EmailDto = {
  /** An email address */
  email: string;
};
export type ResetPasswordDto = {
  /** The token from the link in the reset email. */
  token: string;
  /** A password of 8 to 128 characters */
  password: string;
};
export type TwoFactorChallengeDto = {
  /** Always true: the sign-in waits for a code */
  twoFactorRequired: true;
  /** When the waiting sign-in ends (5 minutes after the password). */
  expiresAt: string;
};
export type LoginDto = {
  /** An email address */
  email: string;
  /** A password of 8 to 128 characters */
  password: string;
};
export type PasskeyOptionsDto = {
  /** Pass as `optionsJSON` to startRegistration or startAuthentication */
  options: {
    [key: string]: any;
  };
};
export type PasskeySignInDto = {
  /** What @simplewebauthn/browser's startAuthentication answered */
  response: {
    [key: string]: any;
  };
};
export type SecondFactorDto = {
  /** Six digits from the authenticator app (spaces ignored). Required unless a recovery code is sent. */
  code?: string;
  /** One of the recovery codes (xxxx-xxxx-xxxx), instead of a code; each works once. */
  recoveryCode?: string;
};
export type SignInProviderDto = {
  /** Start the sign-in by sending the browser to GET /api/auth/{id}/start */
  id: 'oidc';
  /** The provider's name, for 'Sign in with …' */
  name: string;
};
export type SignInProvidersDto = {
  /** The providers this site signs in with (none when none is set up) */
  providers: SignInProviderDto[];
};
export type ContactMessageDto = {
  /** Its name */
  name: string;
  /** An email address */
  email: string;
  /** The subject, one line */
  subject: string;
  /** The message, plain text */
  message: string;
};
export type AdminContactMessageDto = {
  /** Its id */
  id: number;
  /** Its name */
  name: string;
  /** An email address */
  email: string;
  /** The subject, one line */
  subject: string;
  /** The message, plain text */
  message: string;
  /** When it was created (ISO 8601, UTC) */
  createdAt: string;
  /** When an admin marked it handled; null while it waits. */
  handledAt: string | null;
};
export type AdminContactMessagePageDto = {
  /** The items of this page */
  items: AdminContactMessageDto[];
  /** How many items there are in all */
  total: number;
  /** Messages not yet handled, whatever the filter. */
  unhandled: number;
  /** How many items a page holds at most */
  limit: number;
  /** How many items come before this page */
  offset: number;
};
export type MarkHandledDto = {
  /** true marks the message handled; false puts it back among those waiting. */
  handled: boolean;
};
export type CuisineDto = {
  /** Its id */
  id: number;
  /** Its name */
  name: string;
  /** The cuisine's emoji; the screens fall back to a plate. */
  emoji: string | null;
  /** Approved recipes of this cuisine. */
  recipeCount: number;
};
export type PopularCuisineDto = {
  cuisine: CuisineDto;
  /** How many approved recipes */
  recipeCount: number;
};
export type AdminCuisineDto = {
  /** Its id */
  id: number;
  /** Its name */
  name: string;
  /** An emoji for it */
  emoji: string | null;
  /** Inactive cuisines are hidden from visitors' lists and the recipe form; their recipes stay. */
  isActive: boolean;
  /** Approved recipes of this cuisine. */
  recipeCount: number;
  /** When it was created (ISO 8601, UTC) */
  createdAt: string;
};
export type AdminCuisinePageDto = {
  /** The items of this page */
  items: AdminCuisineDto[];
  /** How many items there are in all */
  total: number;
  /** How many items a page holds at most */
  limit: number;
  /** How many items come before this page */
  offset: number;
};
export type SortOrder = 'asc' | 'desc';
export type AdminCuisineSort = 'name' | 'recipeCount' | 'createdAt';
export type CreateCuisineDto = {
  /** Its name */
  name: string;
  /** true unless given. */
  isActive?: boolean;
  /** An emoji shown beside the name; null removes it. */
  emoji?: string | null;
};
export type UpdateCuisineDto = {
  /** Its name */
  name?: string;
  /** true unless given. */
  isActive?: boolean;
  /** An emoji shown beside the name; null removes it. */
  emoji?: string | null;
};
export type ImageVariantDto = {
  /** Its address */
  url: string;
  /** Pixels wide, for srcset's `w` descriptor. */
  width: number;
};
export type ImageVariantsDto = {
  /** The full image's URL (the recipe's featuredImage or one of its galleryImages). */
  url: string;
  /** Width in pixels */
  width: number;
  /** Height in pixels */
  height: number;
  /** A tiny blurred preview as a data: URL; null until the images worker has run. */
  placeholder: string | null;
  /** Narrower copies, narrowest first, then the full image; empty until the worker has run. */
  variants: ImageVariantDto[];
};
export type CuisineRefDto = {
  /** Its id */
  id: number;
  /** Its name */
  name: string;
};
export type AuthorDto = {
  /** Its id */
  id: number;
  /** First and last name, else 'Home cook'. */
  name: string;
};
export type RecipeCardDto = {
  /** Its id */
  id: number;
  /** Its title */
  title: string;
  /** Its description, plain text */
  description: string;
  /** The main photo, or null */
  featuredImage: string | null;
  /** Size, srcset variants and placeholder of the featured image, when it is a stored upload. */
  featuredImageVariants: ImageVariantsDto | null;
  /** Its cuisine, or null */
  cuisine: CuisineRefDto | null;
  /** Its tags */
  tags: string[];
  /** The plain average of the reviews, 0 without any. */
  avgRating: number;
  /** How many reviews it has (hidden ones left out) */
  reviewCount: number;
  /** Prep plus cook time in minutes (either may be unknown); null when neither is known. */
  totalMinutes: number | null;
  author: AuthorDto;
  /** When it was created (ISO 8601, UTC) */
  createdAt: string;
  /** Whether it is approved, and so shown to everyone */
  isApproved: boolean;
  /** Only for signed-in callers: whether the recipe is in their favourites. */
  isFavorite?: boolean;
  /** Only in lists asked with `have` ("What can I cook?"): its ingredient lines none of the foods given satisfies, as read. */
  missing?: string[];
};
export type RecipePageDto = {
  /** The items of this page */
  items: RecipeCardDto[];
  /** All recipes matching the filters. */
  total: number;
  /** How many items a page holds at most */
  limit: number;
  /** How many items come before this page */
  offset: number;
};
export type FreeFromKey = 'gluten' | 'soy' | 'tree-nuts' | 'peanuts' | 'sesame' | 'oil';
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
  /** Energy per serving, in kcal */
  energyKcal: number;
  /** Protein per serving, in grams */
  proteinG: number;
  /** Fat per serving, in grams */
  fatG: number;
  /** Carbohydrate per serving, in grams */
  carbohydrateG: number;
  /** Fibre per serving, in grams */
  fibreG: number;
  /** Iron per serving, in milligrams */
  ironMg: number;
  /** Calcium per serving, in milligrams */
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
  /** The line as written */
  line: string;
  /** The non-vegan word found, e.g. 'honey'. */
  term: string;
};
export type RecipeDetailDto = {
  /** What the recipe is free from: derived from its ingredient lines, as its author corrected it. */
  freeFrom: FreeFromKey[];
  /** The ingredient lines, in order */
  ingredients: string[];
  /** The ingredients read line by line, in the same order as `ingredients`. */
  ingredientLines: IngredientLineDto[];
  /** Nutrition per serving from the ingredient lines, with how many lines it covers (docs/decisions/nutrition.md). */
  nutrition: NutritionDto;
  /** The steps, in order */
  instructions: string[];
  /** Tips for cooks, plain text */
  helpfulNotes: string | null;
  /** The address of the full recipe elsewhere, or null */
  linkToFullRecipe: string | null;
  /** More photos */
  galleryImages: string[];
  /** Variants of the gallery images that are stored uploads (match them by url). */
  galleryImageVariants: ImageVariantsDto[];
  /** Preparation time in minutes */
  prepMinutes: number | null;
  /** Cooking time in minutes */
  cookMinutes: number | null;
  /** How many people it serves */
  servings: number | null;
  /** How many members saved it */
  favoriteCount: number;
  /** The author's id */
  authorId: number;
  /** The cuisine's id, or null for none */
  cuisineId: number | null;
  /** When it was last changed (ISO 8601, UTC) */
  updatedAt: string;
  /** Only for admins: ingredient lines that look non-vegan. */
  veganFlags?: VeganFlagDto[];
  /** Its id */
  id: number;
  /** Its title */
  title: string;
  /** Its description, plain text */
  description: string;
  /** The main photo, or null */
  featuredImage: string | null;
  /** Size, srcset variants and placeholder of the featured image, when it is a stored upload. */
  featuredImageVariants: ImageVariantsDto | null;
  /** Its cuisine, or null */
  cuisine: CuisineRefDto | null;
  /** Its tags */
  tags: string[];
  /** The plain average of the reviews, 0 without any. */
  avgRating: number;
  /** How many reviews it has (hidden ones left out) */
  reviewCount: number;
  /** Prep plus cook time in minutes (either may be unknown); null when neither is known. */
  totalMinutes: number | null;
  author: AuthorDto;
  /** When it was created (ISO 8601, UTC) */
  createdAt: string;
  /** Whether it is approved, and so shown to everyone */
  isApproved: boolean;
  /** Only for signed-in callers: whether the recipe is in their favourites. */
  isFavorite?: boolean;
  /** Only in lists asked with `have` ("What can I cook?"): its ingredient lines none of the foods given satisfies, as read. */
  missing?: string[];
};
export type IngredientCorrectionDto = {
  /** The amount, or null when the line gives none */
  quantity: number | null;
  /** The upper amount of a range (2–3), or null */
  quantity2: number | null;
  /** One of the unit names the answers use ('cup', 'tablespoon', 'gram', 'can'...), or null. */
  unit:
    | (
        | 'bag'
        | 'block'
        | 'bottle'
        | 'box'
        | 'bunch'
        | 'can'
        | 'carton'
        | 'centimeter'
        | 'clove'
        | 'container'
        | 'cup'
        | 'dash'
        | 'deciliter'
        | 'dozen'
        | 'drop'
        | 'ear'
        | 'fluid ounce'
        | 'foot'
        | 'gallon'
        | 'gram'
        | 'handful'
        | 'head'
        | 'inch'
        | 'jar'
        | 'kilogram'
        | 'knob'
        | 'liter'
        | 'loaf'
        | 'meter'
        | 'milligram'
        | 'milliliter'
        | 'millimeter'
        | 'ounce'
        | 'pack'
        | 'package'
        | 'piece'
        | 'pinch'
        | 'pint'
        | 'pound'
        | 'quart'
        | 'scoop'
        | 'sheet'
        | 'slice'
        | 'sprig'
        | 'stalk'
        | 'stick'
        | 'tablespoon'
        | 'teaspoon'
        | 'yard'
      )
    | null;
  /** A note, plain text (optional) */
  note: string | null;
  /** The ingredient line this reading is for, as written in `ingredients`. */
  text: string;
  /** Whether the line heads a group of ingredients rather than naming one */
  isGroup: boolean;
  /** Its name */
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
  freeFrom?: ('gluten' | 'soy' | 'tree-nuts' | 'peanuts' | 'sesame' | 'oil')[];
  /** The steps, in order. Also accepted as text: a JSON list string, a brace-wrapped list string or one item per line. */
  instructions: string[];
  /** Tips for cooks, plain text */
  helpfulNotes?: string | null;
  /** A web address (http or https) of the full recipe. */
  linkToFullRecipe?: string | null;
  /** Also accepted as text: a JSON list string or comma-separated tags. */
  tags?: string[];
  /** A cuisine id from GET /api/cuisines; null for none. */
  cuisineId?: number | null;
  /** Preparation time in minutes */
  prepMinutes?: number | null;
  /** Cooking time in minutes */
  cookMinutes?: number | null;
  /** How many people it serves */
  servings?: number | null;
  /** The featured photo (JPEG, PNG, WebP, AVIF or GIF, at most 10 MB). */
  featuredImage?: Blob;
  /** Up to 10 more photos. */
  galleryImages?: Blob[];
  /** Its title */
  title: string;
  /** Its description, plain text */
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
  /** Its key */
  key: FreeFromKey;
  /** How many recipes */
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
  freeFrom?: ('gluten' | 'soy' | 'tree-nuts' | 'peanuts' | 'sesame' | 'oil')[];
  /** The steps, in order. Also accepted as text: a JSON list string, a brace-wrapped list string or one item per line. */
  instructions: string[];
  /** Tips for cooks, plain text */
  helpfulNotes?: string | null;
  /** A web address (http or https) of the full recipe. */
  linkToFullRecipe?: string | null;
  /** Also accepted as text: a JSON list string or comma-separated tags. */
  tags?: string[];
  /** A cuisine id from GET /api/cuisines; null for none. */
  cuisineId?: number | null;
  /** Preparation time in minutes */
  prepMinutes?: number | null;
  /** Cooking time in minutes */
  cookMinutes?: number | null;
  /** How many people it serves */
  servings?: number | null;
  /** Its title */
  title: string;
  /** Its description, plain text */
  description: string;
};
export type RecipeImagesFormDto = {
  /** URLs of the recipe's current images to keep, in order (also as a JSON list string or one per line). The first image of the result is featured. */
  keepImages?: string[];
  /** New photos, placed after the kept ones. */
  images?: Blob[];
};
export type IngredientReadingsDto = {
  /** The lines */
  lines: IngredientLineDto[];
  /** Every unit name a reading (and a correction) may have. */
  units: string[];
};
export type ReadIngredientsDto = {
  /** The ingredient lines. Also accepted as text: one per line. */
  ingredients: string[];
};
export type MyRecipesPageDto = {
  /** The items of this page */
  items: RecipeCardDto[];
  /** All recipes matching the filters. */
  total: number;
  /** How many items a page holds at most */
  limit: number;
  /** How many items come before this page */
  offset: number;
  /** Reviews of all the caller's recipes, for the 'Total Views' estimate. */
  totalReviews: number;
  /** The caller's recipes waiting for review. */
  pendingCount: number;
};
export type AdminRecipeDto = {
  /** Its id */
  id: number;
  /** Its title */
  title: string;
  /** Its description, plain text */
  description: string;
  /** The main photo, or null */
  featuredImage: string | null;
  /** Size, srcset variants and placeholder of the featured image, when it is a stored upload. */
  featuredImageVariants: ImageVariantsDto | null;
  /** Its cuisine, or null */
  cuisine: CuisineRefDto | null;
  /** Its tags */
  tags: string[];
  /** The plain average of the reviews, 0 without any. */
  avgRating: number;
  /** How many reviews it has (hidden ones left out) */
  reviewCount: number;
  /** Prep plus cook time in minutes (either may be unknown); null when neither is known. */
  totalMinutes: number | null;
  author: AuthorDto;
  /** When it was created (ISO 8601, UTC) */
  createdAt: string;
  /** Whether it is approved, and so shown to everyone */
  isApproved: boolean;
  /** Only for signed-in callers: whether the recipe is in their favourites. */
  isFavorite?: boolean;
  /** Only in lists asked with `have` ("What can I cook?"): its ingredient lines none of the foods given satisfies, as read. */
  missing?: string[];
  /** The author's email address (admins only) */
  authorEmail: string;
  /** Ingredient lines the vegan check flags; empty when none. */
  veganFlags: VeganFlagDto[];
};
export type AdminRecipePageDto = {
  /** The items of this page */
  items: AdminRecipeDto[];
  /** How many items there are in all */
  total: number;
  /** How many items a page holds at most */
  limit: number;
  /** How many items come before this page */
  offset: number;
};
export type AdminRecipeSort = 'title' | 'author' | 'cuisine' | 'createdAt';
export type AdminRecipeStatus = 'all' | 'pending' | 'approved';
export type RecipeApprovalDto = {
  /** true publishes the recipe; false takes it back to review. */
  isApproved: boolean;
};
export type FavoriteDto = {
  /** Its id */
  id: number;
  /** When it was created (ISO 8601, UTC) */
  createdAt: string;
  recipe: RecipeCardDto;
};
export type FavoritePageDto = {
  /** The items of this page */
  items: FavoriteDto[];
  /** All of the member's favourites that they can see. */
  total: number;
  /** How many items a page holds at most */
  limit: number;
  /** How many items come before this page */
  offset: number;
};
export type FavoriteStatusDto = {
  /** Whether the caller saved it */
  isFavorite: boolean;
};
export type AddFavoriteDto = {
  /** The recipe to save. */
  recipeId: number;
};
export type ReviewerDto = {
  /** Its id */
  id: number;
  /** First and last name, else 'Home cook'. */
  name: string;
  /** The member's picture, or null */
  profileImageUrl: string | null;
};
export type ReviewReplyDto = {
  /** Its id */
  id: number;
  /** The review's id */
  reviewId: number;
  /** Plain text, line ends kept. */
  body: string;
  /** When it was created (ISO 8601, UTC) */
  createdAt: string;
  /** When it was last changed (ISO 8601, UTC) */
  updatedAt: string;
  user: ReviewerDto;
  /** Written by the recipe's author (else by an admin). */
  fromAuthor: boolean;
};
export type ReviewDto = {
  /** Its id */
  id: number;
  /** The recipe's id */
  recipeId: number;
  /** 1 to 5 stars. */
  rating: number;
  /** The review, plain text */
  comment: string | null;
  /** URLs of the photos, in the order they were posted. */
  images: string[];
  /** Sizes, srcset variants and placeholders of the photos (match them by url). */
  imageVariants: ImageVariantsDto[];
  /** When it was created (ISO 8601, UTC) */
  createdAt: string;
  /** When it was last changed (ISO 8601, UTC) */
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
  /** How many items a page holds at most */
  limit: number;
  /** How many items come before this page */
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
  /** Stars, 1 to 5 */
  rating?: 1 | 2 | 3 | 4 | 5;
  /** The review, plain text */
  comment?: string | null;
};
export type ReplyInputDto = {
  /** Plain text (line ends kept), 1 to REVIEW_LIMITS.replyMax characters once trimmed. */
  body: string;
};
export type HelpfulStateDto = {
  /** How many members marked it helpful */
  helpfulCount: number;
  /** Whether the caller marked it helpful */
  markedHelpful: boolean;
};
export type ShoppingItemRecipeDto = {
  /** Its id */
  id: number;
  /** Its title */
  title: string;
};
export type ShoppingItemDto = {
  /** Its id */
  id: number;
  /** What to buy, as written in a line that brought it; with a count, the spelling that agrees with it ('3 onions'). */
  name: string;
  /** How much, in `unit`: the amounts of every line merged into it added up, scaled to the servings
    asked for; null for 'some' (a line without an amount, such as 'salt to taste'). */
  quantity: number | null;
  /** The unit, one name for all its spellings ('cup', 'tablespoon', 'gram'); null for a count ('3 onions') or no amount. */
  unit: string | null;
  /** Whether it is ticked off */
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
  /** Whether it is ticked off */
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
  /** Its id */
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
  /** Its id */
  id: number;
  /** Its name */
  name: string;
  /** Its description, plain text */
  description: string | null;
  /** Whether anyone may open it (otherwise only its owner) */
  isPublic: boolean;
  /** The recipes it holds (the owner's count: recipes they can no longer see included). */
  recipeCount: number;
  /** The featured image of its newest recipe with one, for a cover. */
  coverImage: string | null;
  /** When it was created (ISO 8601, UTC) */
  createdAt: string;
  /** When it was last changed (ISO 8601, UTC) */
  updatedAt: string;
  /** Whether it holds the recipe asked about (`recipeId`), when one was. */
  containsRecipe?: boolean;
};
export type CollectionDto = {
  /** Its id */
  id: number;
  /** Its name */
  name: string;
  /** Its description, plain text */
  description: string | null;
  /** Whether anyone may open it (otherwise only its owner) */
  isPublic: boolean;
  /** The recipes it holds (the owner's count: recipes they can no longer see included). */
  recipeCount: number;
  /** The featured image of its newest recipe with one, for a cover. */
  coverImage: string | null;
  /** When it was created (ISO 8601, UTC) */
  createdAt: string;
  /** When it was last changed (ISO 8601, UTC) */
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
  /** The items of this page */
  items: RecipeCardDto[];
  /** How many items there are in all */
  total: number;
  /** How many items a page holds at most */
  limit: number;
  /** How many items come before this page */
  offset: number;
};
export type CollectionEntryDto = {
  /** Whether the collection holds the recipe asked about */
  containsRecipe: boolean;
  /** How many approved recipes */
  recipeCount: number;
};
export type NotificationDto = {
  /** What kind it is */
  kind: 'review' | 'reply' | 'follower' | 'approved' | 'hidden';
  /** Its id */
  id: number;
  /** What happened, in words: 'Wren Reviewer reviewed Coconut Dal'. */
  text: string;
  /** Where it happened: the recipe's page or the follower's profile. */
  link: string;
  /** When it was created (ISO 8601, UTC) */
  createdAt: string;
  /** Whether it was read */
  read: boolean;
};
export type NotificationPageDto = {
  /** The items of this page */
  items: NotificationDto[];
  /** How many items there are in all */
  total: number;
  /** How many of all the member's notifications are unread. */
  unread: number;
  /** How many items a page holds at most */
  limit: number;
  /** How many items come before this page */
  offset: number;
};
export type UnreadCountDto = {
  /** How many are unread */
  unread: number;
};
export type NotificationSettingDto = {
  /** What kind it is */
  kind: 'review' | 'reply' | 'follower' | 'approved' | 'hidden';
  /** Shown under the bell. */
  inApp: boolean;
  /** Sent by email (to a verified address). */
  byEmail: boolean;
};
export type NotificationSettingsDto = {
  /** The settings, one per kind */
  settings: NotificationSettingDto[];
};
export type UnsubscribedDto = {
  /** What kind it is */
  kind: 'review' | 'reply' | 'follower' | 'approved' | 'hidden';
  /** Also by email */
  byEmail: boolean;
};
export type OneClickDto = {
  /** Required by RFC 8058 one-click unsubscribing: the value List-Unsubscribe=One-Click */
  'List-Unsubscribe'?: 'One-Click';
};
export type ReportTarget = 'recipe' | 'review' | 'reply' | 'profile';
export type ReportReason = 'spam' | 'offensive' | 'harassment' | 'not_vegan' | 'other';
export type ReportDto = {
  /** What kind of content: recipe, review, reply or profile */
  targetKind: ReportTarget;
  /** Why, in words */
  reason: ReportReason;
  /** Its id */
  id: number;
  /** The content's id (a member's id for a profile) */
  targetId: number;
  /** A note, plain text (optional) */
  note: string | null;
  /** When it was created (ISO 8601, UTC) */
  createdAt: string;
};
export type ReportInputDto = {
  /** What kind of content: recipe, review, reply or profile */
  targetKind: ReportTarget;
  /** Why, in words */
  reason: ReportReason;
  /** Plain text (line ends kept), at most MODERATION_LIMITS.noteMax characters; blank is none. */
  note?: string | null;
  /** The recipe's, review's or reply's id; the member's id for a profile. */
  targetId: number;
};
export type ReportedContentDto = {
  /** What kind it is */
  kind: ReportTarget;
  /** Its id */
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
  /** The owner's id */
  ownerId: number | null;
  /** The owner's name */
  ownerName: string | null;
  /** Hidden now (for a recipe: not approved). */
  hidden: boolean;
};
export type ReportLineDto = {
  /** Why, in words */
  reason: ReportReason;
  /** Its id */
  id: number;
  /** A note, plain text (optional) */
  note: string | null;
  /** The reporter's id */
  reporterId: number;
  /** The reporter's name */
  reporterName: string;
  /** When it was created (ISO 8601, UTC) */
  createdAt: string;
};
export type ReportedItemDto = {
  content: ReportedContentDto;
  /** The open reports */
  reports: ReportLineDto[];
  /** When it was first reported (ISO 8601, UTC) */
  firstReportedAt: string;
};
export type ReportQueuePageDto = {
  /** The content first reported longest ago first. */
  items: ReportedItemDto[];
  /** How many items there are in all */
  total: number;
  /** How many items a page holds at most */
  limit: number;
  /** How many items come before this page */
  offset: number;
};
export type ModerationLogAction = 'dismiss' | 'hide' | 'warn' | 'suspend' | 'delete' | 'auto_hide';
export type ModerationEntryDto = {
  /** What was done */
  action: ModerationLogAction;
  /** What kind of content: recipe, review, reply or profile */
  targetKind: ReportTarget;
  /** Its id */
  id: number;
  /** The content's id (a member's id for a profile) */
  targetId: number;
  /** The content as it was, cut to 300 characters. */
  summary: string;
  /** Why, in words */
  reason: string;
  /** Null for content hidden on trusted members' reports, or an admin since deleted. */
  adminId: number | null;
  /** The admin who did it, or null once they are gone */
  adminName: string | null;
  /** The id of the member whose content it was, or null once they are gone */
  targetUserId: number | null;
  /** The name of the member whose content it was */
  targetUserName: string | null;
  /** Until when the account is suspended (ISO 8601, UTC); null when it is not */
  suspendedUntil: string | null;
  /** When it was created (ISO 8601, UTC) */
  createdAt: string;
};
export type ModerationAction = 'dismiss' | 'hide' | 'warn' | 'suspend' | 'delete';
export type ModerationInputDto = {
  /** What kind of content: recipe, review, reply or profile */
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
  /** How many items there are in all */
  total: number;
  /** How many items a page holds at most */
  limit: number;
  /** How many items come before this page */
  offset: number;
};
export type AdminStatsDto = {
  /** How many members */
  users: number;
  /** How many cuisines there are */
  cuisines: number;
  /** How many recipes */
  recipes: number;
  /** Recipes waiting for review. */
  pendingRecipes: number;
  /** Recipes whose ingredients the vegan check flags. */
  flaggedRecipes: number;
  /** Contact messages not yet marked handled. */
  unreadMessages: number;
};
export type WeekTrendDto = {
  /** The week's Monday, YYYY-MM-DD (weeks run Monday to Sunday, UTC). */
  week: string;
  /** Accounts created that week. */
  signups: number;
  /** Recipes shared that week (approved or not). */
  recipes: number;
  /** Reviews posted that week (hidden ones included). */
  reviews: number;
};
export type QueueHealthDto = {
  /** The queue: email, images, import or recipes. */
  queue: string;
  /** Jobs waiting for a worker (prioritized ones included). */
  waiting: number;
  /** Jobs waiting for a later time (retries after a failure among them). */
  delayed: number;
  /** Jobs a worker runs now. */
  active: number;
  /** Jobs that failed every attempt and are kept (a month), to retry at /admin/queues. */
  failed: number;
};
export type AdminTrendsDto = {
  /** The last ADMIN_TRENDS.weeks weeks, oldest first, the current week last (so far). */
  weeks: WeekTrendDto[];
  /** Each queue's jobs, or null while Redis does not answer. */
  queues: QueueHealthDto[] | null;
  /** Workers whose heartbeat is recent, or null while Redis does not answer. */
  workers: number | null;
};
export type AdminUserDto = {
  /** The account role: registered, home_cook or admin */
  role: Role;
  /** Its id */
  id: number;
  /** First name */
  firstName: string | null;
  /** Last name */
  lastName: string | null;
  /** An email address */
  email: string;
  /** The member's picture, or null */
  profileImageUrl: string | null;
  /** What they say of themselves on their cook profile. */
  bio: string | null;
  /** Whether the email address was confirmed */
  emailVerified: boolean;
  /** Until then a moderator's suspension keeps the account signed out; null when it is not suspended. */
  suspendedUntil: string | null;
  /** When it was created (ISO 8601, UTC) */
  createdAt: string;
  /** Recipes they authored, pending ones included. */
  recipeCount: number;
};
export type AdminUserPageDto = {
  /** The items of this page */
  items: AdminUserDto[];
  /** How many items there are in all */
  total: number;
  /** How many items a page holds at most */
  limit: number;
  /** How many items come before this page */
  offset: number;
};
export type AdminUserSort = 'name' | 'email' | 'role' | 'emailVerified' | 'recipeCount' | 'createdAt';
export type UpdateUserDto = {
  /** 'user' is read as 'registered'. */
  role?: 'user' | 'registered' | 'home_cook' | 'admin';
  /** Whether the email address was confirmed */
  emailVerified?: boolean;
};
export type ImportStartedDto = {
  /** The message, plain text */
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
  /** The field of a recipe */
  field: 'title' | 'description' | 'ingredients' | 'instructions' | 'cuisine' | 'tags' | 'image';
  /** Whether a recipe needs it */
  required: boolean;
  /** The file's header read for it; null when the file has none. */
  header: string | null;
  /** Header names accepted for it, best first. */
  accepted: string[];
};
export type ImportedRecipeDto = {
  /** Its title */
  title: string;
  /** Its description, plain text */
  description: string;
  /** The ingredient lines, in order */
  ingredients: string[];
  /** The steps, in order */
  instructions: string[];
  /** Its tags */
  tags: string[];
  /** Its cuisine, or null */
  cuisine?: string;
  /** The address of the image */
  imageUrl?: string;
  /** Ingredient lines the vegan check flags: imported, and marked for review. */
  veganFlags: VeganFlagDto[];
};
export type ImportProblemDto = {
  /** The row as a spreadsheet numbers it: the header is row 1. */
  rowNumber: number;
  /** The column of the file */
  column: string;
  /** Why, in words */
  reason: string;
};
export type ImportPreviewRowDto = {
  /** The row of the file (the header is row 1) */
  rowNumber: number;
  recipe?: ImportedRecipeDto;
  /** What was wrong, row by row */
  problems?: ImportProblemDto[];
};
export type ImportPreviewDto = {
  /** The delimiter found in the file */
  delimiter: ',' | ';' | '\t';
  /** The columns found */
  columns: ImportColumnDto[];
  /** Set when required columns are missing: the file would fail as a whole. */
  problem: string | null;
  /** The first rows, as they would be imported */
  rows: ImportPreviewRowDto[];
};
export type ImportPreviewFormDto = {
  /** The start of the CSV file (at most 1 MB): the header and a few rows. */
  csvFile: Blob;
};
export type ImportDto = {
  /** Where it stands */
  state: 'queued' | 'running' | 'completed' | 'failed';
  /** The import's job id */
  jobId: string;
  /** The name of the uploaded file */
  fileName: string;
  /** The size of the uploaded file, in bytes */
  fileSize: number;
  /** Only check the file, storing nothing */
  dryRun: boolean;
  /** Rows with content; null until the worker has counted them. */
  rowsTotal: number | null;
  /** How many rows were read so far */
  rowsDone: number;
  /** Recipes created (in a dry run: that would be created). */
  created: number;
  /** Rows whose recipe already exists (same title and ingredients). */
  skipped: number;
  /** How many failed */
  failed: number;
  /** Of the created, how many the vegan check flags for review. */
  flagged: number;
  /** Created recipes whose image could not be fetched or read. */
  imagesFailed: number;
  /** Problems found in all; the first ones are in `problems`, all of them in the CSV download. */
  problemCount: number;
  /** Why the whole file failed, when it did. */
  message: string | null;
  /** When it was created (ISO 8601, UTC) */
  createdAt: string;
  /** When it started (ISO 8601, UTC) */
  startedAt: string | null;
  /** When it finished (ISO 8601, UTC); null while it runs */
  finishedAt: string | null;
};
export type ImportListDto = {
  /** The items of this page */
  items: ImportDto[];
};
export type ImportReportDto = {
  /** Where it stands */
  state: 'queued' | 'running' | 'completed' | 'failed';
  /** The import's job id */
  jobId: string;
  /** The name of the uploaded file */
  fileName: string;
  /** The size of the uploaded file, in bytes */
  fileSize: number;
  /** Only check the file, storing nothing */
  dryRun: boolean;
  /** Rows with content; null until the worker has counted them. */
  rowsTotal: number | null;
  /** How many rows were read so far */
  rowsDone: number;
  /** Recipes created (in a dry run: that would be created). */
  created: number;
  /** Rows whose recipe already exists (same title and ingredients). */
  skipped: number;
  /** How many failed */
  failed: number;
  /** Of the created, how many the vegan check flags for review. */
  flagged: number;
  /** Created recipes whose image could not be fetched or read. */
  imagesFailed: number;
  /** Problems found in all; the first ones are in `problems`, all of them in the CSV download. */
  problemCount: number;
  /** Why the whole file failed, when it did. */
  message: string | null;
  /** When it was created (ISO 8601, UTC) */
  createdAt: string;
  /** When it started (ISO 8601, UTC) */
  startedAt: string | null;
  /** When it finished (ISO 8601, UTC); null while it runs */
  finishedAt: string | null;
  /** The first problems, in row order. */
  problems: ImportProblemDto[];
};
export type RecipeLinkStartedDto = {
  /** The link import, to ask for its draft */
  id: string;
};
export type RecipeLinkRequestDto = {
  /** A recipe page's public http(s) address */
  url: string;
};
export type RecipeLinkState = 'reading' | 'done' | 'failed';
export type LinkedRecipeDto = {
  /** Its title */
  title: string;
  /** Its description, plain text */
  description: string;
  /** The ingredient lines, in order */
  ingredients: string[];
  /** The steps, in order */
  instructions: string[];
  /** Preparation time in minutes */
  prepMinutes: number | null;
  /** Cooking time in minutes */
  cookMinutes: number | null;
  /** How many people it serves */
  servings: number | null;
  /** The page's cuisine as it names it (the editor picks the cuisine of that name, if there is one) */
  cuisine: string | null;
  /** Its tags */
  tags: string[];
  /** The page's address, for the recipe's 'Full Recipe' link */
  linkToFullRecipe: string;
  /** The picture, fetched and stored here for a day */
  picture: string | null;
  /** Why the page named a picture that could not be brought over */
  pictureProblem: string | null;
};
export type RecipeLinkDto = {
  /** Its id */
  id: string;
  /** Where it stands */
  state: RecipeLinkState;
  /** Why the page gave no draft (state failed), in words for the member */
  message: string | null;
  /** The draft (state done) */
  recipe: LinkedRecipeDto | null;
};
export type TwoFactorStatusDto = {
  enabled: boolean;
  /** Recovery codes not used yet (0 while two-factor sign-in is off). */
  recoveryCodesLeft: number;
  /** An admin with two-factor sign-in on cannot turn it off (docs/decisions/accounts.md). */
  required: boolean;
};
export type TwoFactorSetupDto = {
  /** The Base32 secret, for typing into an app by hand. */
  secret: string;
  /** The otpauth:// address the QR code holds. */
  otpauthUri: string;
  /** The QR code as an SVG image (a data: URL). */
  qrCode: string;
};
export type ConfirmIdentityDto = {
  /** A password of 8 to 128 characters */
  password?: string;
  /** A current code from the authenticator app (six digits). */
  code?: string;
};
export type RecoveryCodesDto = {
  recoveryCodes: string[];
};
export type TotpCodeDto = {
  /** Six digits, spaces ignored. */
  code: string;
};
export type PasskeyDto = {
  /** Its id */
  id: number;
  /** Its name */
  name: string;
  /** When it was created (ISO 8601, UTC) */
  createdAt: string;
  /** When it last signed in; null if never. */
  lastUsedAt: string | null;
};
export type NewPasskeyDto = {
  /** What @simplewebauthn/browser's startRegistration answered */
  response: {
    [key: string]: any;
  };
  /** 1 to 60 characters, spaces around it dropped. */
  name: string;
};
export type PasskeyNameDto = {
  /** 1 to 60 characters, spaces around it dropped. */
  name: string;
};
export const {
  useGetHealthQuery,
  useGetReadinessQuery,
  useGetLivenessQuery,
  useUpdateCurrentUserMutation,
  useGetCurrentUserQuery,
  useDeleteOwnAccountMutation,
  useSetLanguageMutation,
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
  useStartPasskeySignInMutation,
  useSignInWithPasskeyMutation,
  useCompleteTwoFactorSignInMutation,
  useLogoutMutation,
  useListSignInProvidersQuery,
  useStartProviderSignInQuery,
  useFinishProviderSignInQuery,
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
  useGetAdminTrendsQuery,
  useListAdminUsersQuery,
  useUpdateUserMutation,
  useDeleteUserMutation,
  useImportCsvMutation,
  usePreviewCsvMutation,
  useListImportsQuery,
  useGetImportQuery,
  useGetImportProblemsQuery,
  useStartRecipeLinkMutation,
  useGetRecipeLinkQuery,
  useGetTwoFactorStatusQuery,
  useStartTwoFactorSetupMutation,
  useEnableTwoFactorMutation,
  useRegenerateRecoveryCodesMutation,
  useDisableTwoFactorMutation,
  useListPasskeysQuery,
  useAddPasskeyMutation,
  useStartPasskeyRegistrationMutation,
  useRenamePasskeyMutation,
  useRemovePasskeyMutation,
} = injectedRtkApi;
