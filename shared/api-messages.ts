/**
 * Answers of the API (`{ message }` bodies) that no page says by itself: the pages show them as the
 * server sent them. Kept out of the public texts so that a family's first page does not load them;
 * the API and the tests read them through messages.ts, under `messages.api`.
 */
export const serverApiMessages = {
  invalidIdempotencyKey: "L'en-tête Idempotency-Key n'est pas valide.",
  requestInFlight: 'Cette demande est déjà en cours de traitement. Patientez un instant.',
  loginSuccess: 'Connexion réussie. Redirection...',
  wrongPassword: 'Mot de passe incorrect pour ce séjour.',
  /** The right password of a stay closed at the end of its season. */
  stayClosed:
    "Ce séjour est clos : il n'est plus possible de s'y connecter. Pour toute question, contactez l'organisateur du séjour.",
  tooManyAttempts: 'Trop de tentatives de connexion. Veuillez réessayer dans 15 minutes.',
  unauthenticated: 'Authentification requise. Veuillez vous connecter.',
  invalidToken: 'Session invalide ou expirée. Veuillez vous reconnecter.',
  loggedOut: 'Vous êtes déconnecté.',
  forbidden: "Vous n'avez pas accès à cette ressource.",
  notFound: 'Ressource introuvable.',
  stayNotFound: 'Séjour introuvable.',
  invalidCursor: 'Curseur de page invalide : rechargez la liste depuis le début.',
  requestTooLarge: 'Requête trop volumineuse.',
  adminLoginFailed: "Nom d'utilisateur ou mot de passe incorrect.",
  adminLoginSuccess: 'Connexion administrateur réussie.',
  tokenValid: 'Jeton valide.',
  statusUpdated: 'Statut des séjours mis à jour.',
} as const;
