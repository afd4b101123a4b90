/// <reference types="vite/client" />

/** Build-time settings of the SPA (see lib/config.ts); all optional, with demo defaults. */
interface ImportMetaEnv {
  readonly VITE_ORG_NAME?: string;
  readonly VITE_ORG_LEGAL_FORM?: string;
  readonly VITE_ORG_ADDRESS?: string;
  readonly VITE_ORG_EMAIL?: string;
  readonly VITE_ORG_PHONE?: string;
  readonly VITE_ORG_PUBLICATION_DIRECTOR?: string;
  /** Folder of the face models and wasm binaries in the build, written by the build itself. */
  readonly VITE_FACE_ASSETS?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
