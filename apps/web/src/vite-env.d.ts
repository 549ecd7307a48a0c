interface ImportMetaEnv {
  /** Development builds only: comma-separated roles used when the roles call fails (000 §6; decision 124). */
  readonly VITE_DEV_ROLES?: string;
}
